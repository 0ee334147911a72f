// A worker thread's entry (worker.ts): the server runs TypeScript through tsx (scripts/start.mjs registers it
// in-process), and a worker inherits neither that nor `--import` flags on Node 20, so it registers tsx itself, then
// loads the job's module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
