import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@shared/errors';

export const RETRY_AFTER_SECONDS = 5;

/**
 * Sheds load before the accept queue grows (issue 19, item 11): while the event loop lags more than
 * `maxEventLoopDelayMs`, new requests get a quick 503 with Retry-After in the shared error shape, instead of waiting
 * behind the backlog until clients time out. /api/health is exempt, so the balancer still sees a live process.
 * One process is one thread: more capacity comes from more instances behind the balancer (docs/security.md).
 */
export async function installLoadShedding(app: FastifyInstance, opts: { maxEventLoopDelayMs: number; sampleIntervalMs?: number }) {
  if (opts.maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    sampleInterval: opts.sampleIntervalMs ?? 250,
    retryAfter: RETRY_AFTER_SECONDS,
    // A non-null result is sent as the body by under-pressure itself (its types say void).
    pressureHandler: ((req: FastifyRequest, reply: FastifyReply) => {
      if (req.url === '/api/health') return undefined;
      reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).type('application/json; charset=utf-8');
      return { error: { code: 'service_unavailable', message: 'The server is busy. Please try again in a few seconds.' } } satisfies ErrorBody;
    }) as never,
  });
}
