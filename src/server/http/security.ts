import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a real CSP: same-origin scripts only, no inline script, no framing.
 * Precomputed once and set in one call: on the hottest routes this costs a fraction of helmet's
 * per-header middlewares (measured in bench/web-budget, see docs/decisions/003-security-headers.md).
 */
export interface SecurityOptions {
  isProduction: boolean;
  /** Firebase phone auth needs Google's reCAPTCHA and identity endpoints; allowed only when configured. */
  firebaseProjectId?: string;
  /** FIREBASE_AUTH_DOMAIN when it is a custom domain; defaults to <project>.firebaseapp.com */
  firebaseAuthDomain?: string;
}

export function securityHeaders(opts: SecurityOptions): Record<string, string> {
  const fb = opts.firebaseProjectId;
  const firebaseScripts = fb ? ' https://www.google.com https://www.gstatic.com https://apis.google.com' : '';
  const firebaseConnect = fb ? ' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://www.googleapis.com' : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self'${firebaseScripts}`,
    // sonner and Leaflet set style elements/attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${firebaseConnect}`,
    ...(fb ? [`frame-src https://www.google.com https://${opts.firebaseAuthDomain || `${fb}.firebaseapp.com`}`] : []),
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

export function installSecurityHeaders(app: FastifyInstance, opts: SecurityOptions) {
  const headers = securityHeaders(opts);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
