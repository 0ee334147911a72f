/** npm start: build the web if needed, then serve web + API on one port (PGlite under ./data by default). */
import { register } from 'tsx/esm/api';
import { buildWebIfNeeded } from './web-build.mjs';

buildWebIfNeeded();
register();
await import('../src/server/main.ts');
