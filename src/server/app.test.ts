import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      // A route that exercises request validation, the way feature routes do.
      app.post('/api/_test/echo', { schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) } }, async (req) => req.body);
      app.get('/api/_test/boom', async () => {
        throw new Error('secret internal detail at /srv/app.ts:12');
      });
    },
  });
});
afterAll(async () => t.close());

describe('GET /api/health', () => {
  it('answers ok after a real query, naming the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('errors', () => {
  it('unknown /api/* paths are a JSON 404', async () => {
    for (const url of ['/api/nope', '/api/auth/nothing?x=1', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().error.code).toBe('not_found');
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('not_found');
  });

  it('zod failures are 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/_test/echo', payload: { name: 'Asha', age: 'ten' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.field).toBe('age');
    expect(body.error.message).toContain("'age'");
  });

  it('malformed JSON is a 400 JSON error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/_test/echo', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('a body past the limit is a 413 JSON error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/_test/echo', payload: { name: 'x'.repeat(300_000), age: 1 } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('unexpected errors are a 500 with no internal detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/_test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('.ts');
  });
});

describe('web', () => {
  it('any other GET path gets the SPA, not cached', async () => {
    for (const url of ['/', '/login', '/study-planner', '/topic/polity/rights?type=summary', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('hashed assets are immutable and compressed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('a missing asset is a 404, not the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('sends a real CSP and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('API answers carry the headers too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/auth/session', () => {
  it('truthfully answers signed out, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAuthenticated: false, user: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('test-only routes', () => {
  it('exist only when NODE_ENV=test', async () => {
    const dev = await createTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const res = await dev.app.inject({ method: 'POST', url: '/api/_test/age-trial', payload: { phoneNumber: '+919999999999', daysAgo: 8 } });
      expect(res.statusCode).toBe(404);
    } finally {
      await dev.close();
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/_test/age-trial', payload: { phoneNumber: '+919999999999', daysAgo: 8 } });
    expect(res.statusCode).toBe(404); // reachable in test, and says the user is unknown
    expect(res.json().error.message).toBe('No such user');
  });
});
