import { Worker } from 'node:worker_threads';
import { AppError } from '@server/http/errors';
import type { ExportPdfRequest } from './export-request';

export interface RenderLimits {
  /** a render still running after this is stopped (its thread is terminated) */
  timeoutMs: number;
  /** renders at once, across users; more answer 503 with Retry-After */
  maxConcurrent: number;
}

const WORKER = new URL('./pdf-worker-boot.mjs', import.meta.url);
/** A render that needs more than this much heap is hostile: the thread dies, not the server. */
const WORKER_HEAP_MB = 256;

/**
 * Renders an export off the main thread (issue 19, item 1): pdfkit's layout is synchronous, and on the one event
 * loop a slow export froze every other request. Each render gets its own short-lived thread with a heap cap and a
 * timeout, so a hostile body costs at most one thread for `timeoutMs`.
 */
export function pdfRenderer(limits: RenderLimits) {
  let running = 0;
  return {
    get running() {
      return running;
    },
    async render(input: ExportPdfRequest): Promise<Buffer> {
      if (running >= limits.maxConcurrent) throw new AppError(503, 'service_unavailable', 'PDF export is busy. Please try again in a few seconds.');
      running++;
      try {
        return await renderInWorker(input, limits.timeoutMs);
      } finally {
        running--;
      }
    },
  };
}
export type PdfRenderer = ReturnType<typeof pdfRenderer>;

function renderInWorker(input: ExportPdfRequest, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: input, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(
      () => finish(() => reject(new AppError(413, 'payload_too_large', 'This content is too large to export as a PDF.'))),
      timeoutMs,
    );
    worker.once('message', (m: { ok: true; pdf: Uint8Array } | { ok: false; message: string }) =>
      finish(() =>
        m.ok ? resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength)) : reject(new Error(`PDF render failed: ${m.message}`)),
      ),
    );
    worker.once('error', (err) => finish(() => reject(err)));
    worker.once('exit', (code) => finish(() => reject(new Error(`PDF worker exited with code ${code}`))));
  });
}
