import { AppError } from '@server/http/errors';
import { runInWorker } from '@server/worker';
import type { ExportPdfRequest } from './export-request';

export interface RenderLimits {
  /** a render still running after this is stopped (its thread is terminated) */
  timeoutMs: number;
  /** renders at once, across users; more answer 503 with Retry-After */
  maxConcurrent: number;
}

const WORKER = new URL('./pdf-worker.ts', import.meta.url);
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
  const onTimeout = () => new AppError(413, 'payload_too_large', 'This content is too large to export as a PDF.');
  return runInWorker<Uint8Array>(WORKER, input, { timeoutMs, heapMb: WORKER_HEAP_MB, onTimeout }).then((pdf) =>
    Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
  );
}
