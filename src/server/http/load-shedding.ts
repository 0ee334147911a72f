import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@shared/errors';

export const RETRY_AFTER_SECONDS = 5;

/**
 * How late the event loop is: a timer every `intervalMs` notes how late it fired, and a caller in the middle of a
 * long turn of the loop also sees how overdue the next tick already is. So a loop that is 300 ms behind reads about
 * 300 ms — not "unknown". (`@fastify/under-pressure`, used before, reads the mean of `monitorEventLoopDelay`, which
 * has no sample at all when each turn of the loop takes longer than its 250 ms window; it counts that as an infinite
 * delay and shed 2,092 requests of an idle-machine load whose worst wait was 0.8 s, under a 1 s limit.)
 */
export function lagMonitor(intervalMs: number) {
  let due = performance.now() + intervalMs;
  let last = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    last = Math.max(0, now - due);
    due = now + intervalMs;
  }, intervalMs);
  timer.unref();
  return {
    /** ms: the larger of the last tick's lateness and how overdue the next tick is now */
    lag: () => Math.max(last, performance.now() - due),
    stop: () => clearInterval(timer),
  };
}

/**
 * Sheds load before the accept queue grows (issue 19, item 11): while the event loop lags more than
 * `maxEventLoopDelayMs`, new requests get a quick 503 with Retry-After in the shared error shape, instead of waiting
 * behind the backlog until clients time out. /api/health is exempt, so the balancer still sees a live process.
 * One process is one thread: more capacity comes from more instances behind the balancer (docs/security.md).
 */
export async function installLoadShedding(app: FastifyInstance, opts: { maxEventLoopDelayMs: number; sampleIntervalMs?: number }) {
  if (opts.maxEventLoopDelayMs <= 0) return;
  const monitor = lagMonitor(opts.sampleIntervalMs ?? 100);
  app.addHook('onClose', async () => monitor.stop());
  app.addHook('onRequest', async (req, reply) => {
    if (req.url === '/api/health' || monitor.lag() <= opts.maxEventLoopDelayMs) return;
    const body: ErrorBody = { error: { code: 'service_unavailable', message: 'The server is busy. Please try again in a few seconds.' } };
    return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body);
  });
}
