import { parentPort, workerData } from 'node:worker_threads';
import type { ExportPdfRequest } from './export-request';
import { topicPdf } from './pdf';

/** Runs in a worker thread (render-pdf.ts, through server/worker.ts): one export, then the thread ends. */
topicPdf((workerData as { input: ExportPdfRequest }).input).then(
  (pdf) => parentPort!.postMessage({ ok: true, value: pdf }),
  (err: unknown) => parentPort!.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) }),
);
