import type { FastifyInstance } from 'fastify';

const SLOW_MS = 1000;

/**
 * One log line per request instead of Fastify's two. Writes, errors and slow requests are logged at
 * info; successful quick reads only at debug — they are the bulk of traffic (session checks, content
 * reads) and logging each one halved throughput in bench/web-budget (docs/decisions/003).
 */
export function installRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (req, reply, done) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    const quietRead = (req.method === 'GET' || req.method === 'HEAD') && status < 400 && ms < SLOW_MS;
    const level = status >= 500 ? 'error' : quietRead ? 'debug' : 'info';
    // pino turns disabled levels into no-ops, so a debug line costs nothing in production.
    req.log[level]({ method: req.method, url: req.url, status, ms: Math.round(ms * 10) / 10 }, 'request');
    done();
  });
}
