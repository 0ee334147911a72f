import { parentPort, workerData } from 'node:worker_threads';
import { monthPdf, type MonthPdfInput } from './pdf';

/** Runs in a worker thread (service.ts, through server/worker.ts): one monthly compilation, then the thread ends. */
monthPdf((workerData as { input: MonthPdfInput }).input).then(
  (pdf) => parentPort!.postMessage({ ok: true, value: pdf }),
  (err: unknown) => parentPort!.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) }),
);
