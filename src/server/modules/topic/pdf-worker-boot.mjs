// The worker thread's entry: the server runs TypeScript through tsx (scripts/start.mjs registers it in-process),
// and a worker inherits neither that nor `--import` flags on Node 20, so it registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
