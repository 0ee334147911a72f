import type en from './en';

/**
 * Turns `import.meta.glob('../xx/*.json', { eager: true, import: 'default' })` into a resources object keyed by
 * namespace (the file name). English stays explicit in en.ts because it types every key; the other languages
 * follow it, and src/web/i18n/dictionaries.test.ts fails when one of their files or keys is missing.
 */
export function collect(modules: Record<string, unknown>): typeof en {
  const out: Record<string, unknown> = {};
  for (const [path, dict] of Object.entries(modules)) {
    const ns = path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
    out[ns] = dict;
  }
  return out as typeof en;
}
