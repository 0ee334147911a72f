import { Worker } from 'node:worker_threads';

const BOOT = new URL('./worker-boot.mjs', import.meta.url);

export interface WorkerLimits {
  /** a job still running after this is stopped (its thread is terminated) and rejected with `onTimeout()` */
  timeoutMs: number;
  /** a job needing more heap than this is hostile: the thread dies, not the server */
  heapMb: number;
  onTimeout: () => Error;
}

/**
 * Runs one synchronous, CPU-heavy job (a PDF layout, validating an import against the whole bank) in its own
 * short-lived thread, so the event loop keeps serving everyone else. `entry` is a module that reads `workerData.input`
 * and posts `{ ok: true, value }` or `{ ok: false, message }` once.
 */
export function runInWorker<T>(entry: URL, input: unknown, limits: WorkerLimits): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, { workerData: { entry: entry.href, input }, resourceLimits: { maxOldGenerationSizeMb: limits.heapMb } });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(() => finish(() => reject(limits.onTimeout())), limits.timeoutMs);
    worker.once('message', (m: { ok: true; value: T } | { ok: false; message: string }) =>
      finish(() => (m.ok ? resolve(m.value) : reject(new Error(`worker failed: ${m.message}`)))),
    );
    worker.once('error', (err) => finish(() => reject(err)));
    worker.once('exit', (code) => finish(() => reject(new Error(`worker exited with code ${code}`))));
  });
}
