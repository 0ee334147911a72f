/**
 * Every test file (vitest.config.ts `setupFiles`): in a DOM test, Testing Library's `findBy…`/`waitFor` wait up to 5 s
 * instead of 1 s. A lazy page's chunk resolves in milliseconds on a quiet machine but took over a second on CI's two
 * cores under load (session 11: two route-map specs failed that way); a wait that succeeds returns at once.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
export {};
