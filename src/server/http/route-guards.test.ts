import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * One guard style: every API route names its guard in its own options (`preHandler: guards.requireUser |
 * requireAccess | requirePaid`), so a reader sees a route's access where the route is written. The routes that are
 * public by design are listed here, with why; a new route without a guard fails this test.
 */
const PUBLIC: Record<string, string> = {
  'GET /api/health': 'load balancers and monitors',
  'GET /api/auth/session': 'answers "signed out" to anyone',
  'GET /api/auth/config': 'how to sign in',
  'POST /api/auth/otp/send': 'sign-in (own limits; the OTP guard only checks that a sender exists)',
  'POST /api/auth/otp/verify': 'sign-in',
  'POST /api/auth/firebase-verify': 'sign-in',
  'POST /api/auth/logout': 'ends whatever session the cookie names',
  'GET /api/subscription/test-checkout/:id': 'the test checkout page, opened in a new tab (test checkout only)',
  'POST /api/subscription/test-checkout/:id/pay': 'the test checkout page',
  'POST /api/subscription/razorpay/webhook': 'Razorpay, verified by signature',
  'POST /api/_test/age-trial': 'tests only (NODE_ENV=test)',
  'POST /api/_test/news-fixture': 'tests only (NODE_ENV=test): the current-affairs e2e items',
};

const routes: { name: string; guarded: boolean }[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { ENABLE_TEST_CHECKOUT: 'true' },
    deps: {
      onRoute: (r: RouteOptions) => {
        if (!r.url.startsWith('/api/')) return;
        const pre = [r.preHandler ?? []].flat();
        for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ name: `${method} ${r.url}`, guarded: pre.length > 0 });
      },
    },
  });
});
afterAll(async () => t?.close());

describe('route guards', () => {
  it('every API route names a guard, or is public by design', () => {
    expect(routes.length).toBeGreaterThan(20);
    const unguarded = routes.filter((r) => !r.guarded && !(r.name in PUBLIC)).map((r) => r.name);
    expect(unguarded).toEqual([]);
  });

  it('the public list names only routes that exist', () => {
    const names = new Set(routes.map((r) => r.name));
    expect(Object.keys(PUBLIC).filter((n) => !names.has(n))).toEqual([]);
  });
});
