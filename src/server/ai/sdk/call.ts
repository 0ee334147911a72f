/** A model call that did not answer in time. */
export class ModelTimeoutError extends Error {
  constructor(ms: number) {
    super(`the model did not answer within ${ms} ms`);
    this.name = 'ModelTimeoutError';
  }
}

/**
 * Runs a model call with a time limit (aborting it when the limit passes, and not waiting for a provider that
 * ignores the abort) and retries once; the last error is thrown for the engine to fall back on.
 */
export async function withTimeoutAndRetry<T>(
  fn: (signal: AbortSignal) => Promise<T>,
  opts: { timeoutMs: number; retries?: number; onError?: (err: unknown, attempt: number) => void },
): Promise<T> {
  let last: unknown;
  for (let attempt = 0; attempt <= (opts.retries ?? 1); attempt++) {
    const ac = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        ac.abort();
        reject(new ModelTimeoutError(opts.timeoutMs));
      }, opts.timeoutMs);
    });
    try {
      return await Promise.race([fn(ac.signal), timeout]);
    } catch (err) {
      last = err;
      opts.onError?.(err, attempt);
    } finally {
      clearTimeout(timer);
    }
  }
  throw last;
}
