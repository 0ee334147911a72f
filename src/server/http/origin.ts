import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie-authenticated writes (login CSRF included): an unsafe request whose Origin is
 * foreign or `null`, or that the browser marks `Sec-Fetch-Site: cross-site`, is refused with 403.
 * Server-to-server callers (the payment webhook) send no Origin and are listed in `exempt`.
 */
export function installOriginCheck(app: FastifyInstance, opts: { publicUrl: string; exempt: string[] }) {
  const publicOrigin = new URL(opts.publicUrl).origin;
  const ownOrigin = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? ''}`;
  // A callback hook, not async: reads pass straight through without allocating a promise.
  app.addHook('onRequest', (req, _reply, done) => {
    if (!UNSAFE.has(req.method)) return done();
    const path = req.url.split('?')[0] ?? '';
    if (opts.exempt.includes(path)) return done();
    if (req.headers['sec-fetch-site'] === 'cross-site') return done(new AppError(403, 'cross_site_refused', 'Cross-site request refused.'));
    const origin = req.headers.origin;
    // same-origin fetches without Origin (old browsers, server tools) pass
    if (origin !== undefined && origin !== publicOrigin && origin !== ownOrigin(req))
      return done(new AppError(403, 'cross_site_refused', 'Cross-site request refused.'));
    done();
  });
}
