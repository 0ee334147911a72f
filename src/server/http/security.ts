import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a real CSP: same-origin scripts only, no inline script, no framing.
 * Precomputed once and set in one call: on the hottest routes this costs a fraction of helmet's
 * per-header middlewares (measured in bench/web-budget, see docs/decisions/003-security-headers.md).
 */
export function securityHeaders(opts: { isProduction: boolean }): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // sonner and Leaflet set style elements/attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "worker-src 'self' blob:",
    ...(opts.isProduction ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
    ...(opts.isProduction ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  };
}

export function installSecurityHeaders(app: FastifyInstance, opts: { isProduction: boolean }) {
  const headers = securityHeaders(opts);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
