/** npm start: build the web if needed, then serve web + API on one port (PGlite under ./data by default). */
import { register } from 'tsx/esm/api';
import { buildWebIfNeeded, isProductionBuild } from './web-build.mjs';

buildWebIfNeeded();
// Never serve React's development build (50% more JS, far slower on a phone): the build above forces
// production, so this only trips on a dist/web that cannot be rebuilt into one.
if (!isProductionBuild()) {
  console.error('dist/web is not a production build (no production marker, or React development code in its scripts). Run `npm run build` and start again.');
  process.exit(1);
}
register();
await import('../src/server/main.ts');
