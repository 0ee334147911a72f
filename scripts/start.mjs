/**
 * npm start: build the web and the server bundle if needed, then serve web + API on one port (PGlite under ./data by
 * default). The server runs precompiled (dist/server/main.js): no TypeScript transform at run time.
 */
import { buildServerIfNeeded } from './server-build.mjs';
import { buildWebIfNeeded, isProductionBuild } from './web-build.mjs';

buildWebIfNeeded();
// Never serve React's development build (50% more JS, far slower on a phone): the build above forces
// production, so this only trips on a dist/web that cannot be rebuilt into one.
if (!isProductionBuild()) {
  console.error(
    'dist/web is not a production build (no production marker, or React development code in its scripts). Run `npm run build` and start again.',
  );
  process.exit(1);
}
applyLocalMode();
await buildServerIfNeeded();
await import('../dist/server/main.js');

/**
 * Local mode: on a machine where the app can only be reached from the machine itself (not production, no public
 * address, listening on loopback), `npm start` turns on what a developer needs to try the app at once: sign-in codes
 * printed to the log and the built-in test checkout. Each stays off when set explicitly, and none applies to a server
 * that listens on another interface or names a public address (the server itself refuses them there too).
 */
function applyLocalMode() {
  const env = process.env;
  const loopbackUrl = (u) => !u || /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(u);
  const loopbackHost = (h) => !h || h === '127.0.0.1' || h === 'localhost' || h === '::1';
  if (env.NODE_ENV === 'production' || !loopbackUrl(env.PUBLIC_URL) || !loopbackHost(env.HOST)) return;
  const local = { HOST: '127.0.0.1', SMS_PROVIDER: 'console', ENABLE_TEST_CHECKOUT: 'true' };
  const applied = Object.entries(local).filter(([k]) => env[k] === undefined);
  for (const [k, v] of applied) env[k] = v;
  if (applied.length)
    console.log(
      `local mode: ${applied.map(([k, v]) => `${k}=${v}`).join(' ')} (reachable from this machine only; set HOST or PUBLIC_URL to serve others)`,
    );
}
