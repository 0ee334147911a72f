import { generateKeyPairSync, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { capturingSms, fakeClock } from '../testing/fakes';
import { makeGuards } from './guards';
import { SessionService } from './sessions';

const clock = fakeClock();
const sms = capturingSms();

// A loopback JWKS standing in for Google's, with a key the test made.
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
let jwks: Server;
let jwksUrl = '';

let t: TestApp;
beforeAll(async () => {
  jwks = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'public, max-age=600');
    res.end(JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }] }));
  });
  await new Promise<void>((r) => jwks.listen(0, '127.0.0.1', r));
  const addr = jwks.address();
  jwksUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/jwks`;
  t = await createTestApp({
    env: { OTP_SENDS_PER_IP_PER_HOUR: '1000', FIREBASE_PROJECT_ID: 'abhyas-test', FIREBASE_JWKS_URL: jwksUrl },
    deps: { clock, sms: sms.sender },
  });
});
afterAll(async () => {
  await t.close();
  jwks.close();
});

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
function idToken(claims: Record<string, unknown>, kid = 'k1') {
  const now = Math.floor(clock().getTime() / 1000);
  const head = b64({ alg: 'RS256', kid, typ: 'JWT' });
  const body = b64({
    aud: 'abhyas-test',
    iss: 'https://securetoken.google.com/abhyas-test',
    iat: now - 10,
    auth_time: now - 10,
    exp: now + 3600,
    sub: 'uid-1',
    phone_number: '+919812345678',
    ...claims,
  });
  const sig = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), privateKey).toString('base64url');
  return `${head}.${body}.${sig}`;
}
const verify = (token: string, over: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/firebase-verify', payload: { idToken: token, phoneNumber: '9812345678', uid: 'uid-1', ...over } });

describe('POST /api/auth/firebase-verify', () => {
  it('signs in with a valid RS256 token from the configured JWKS', async () => {
    const res = await verify(idToken({}));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { phoneNumber: '+919812345678' } });
    expect(res.cookies.some((c) => c.name === 'abhyas_session')).toBe(true);
  });

  it.each([
    ['wrong audience', { aud: 'other-project' }],
    ['wrong issuer', { iss: 'https://securetoken.google.com/other' }],
    ['expired', { exp: Math.floor(Date.parse('2026-06-01T09:00:00Z') / 1000) }],
    ['auth_time in the future', { auth_time: Math.floor(Date.parse('2026-06-02T10:00:00Z') / 1000) }],
    ['another uid', { sub: 'uid-2' }],
    ['another phone', { phone_number: '+919800000000' }],
  ])('refuses %s', async (_name, claims) => {
    const res = await verify(idToken(claims));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toMatch(/Identity verification failed/);
  });

  it('refuses a forged signature, an unknown key id and garbage', async () => {
    const good = idToken({});
    const [h, p] = good.split('.');
    const forged = `${h}.${p}.${Buffer.from('x'.repeat(256)).toString('base64url')}`;
    expect((await verify(forged)).statusCode).toBe(401);
    expect((await verify(idToken({}, 'k9'))).statusCode).toBe(401);
    expect((await verify('not.a.token-at-all-really')).statusCode).toBe(401);
  });
});

describe('requireAccess / requirePaid on guarded routes', () => {
  it('401 signed out, 402 after the trial, pass during trial; the daily exam needs paid', async () => {
    const g = await createTestApp({
      env: { OTP_SENDS_PER_IP_PER_HOUR: '1000' },
      deps: { clock, sms: sms.sender },
      extend(app, { db }) {
        // the same guards the app builds for feature routes
        const guards = makeGuards(new SessionService(db.kysely, clock), 7, clock);
        app.get('/api/_test/guarded', { preHandler: guards.requireAccess }, async () => ({ ok: true }));
        app.get('/api/_test/paid', { preHandler: guards.requirePaid }, async () => ({ ok: true }));
      },
    });
    try {
      expect((await g.app.inject({ method: 'GET', url: '/api/_test/guarded' })).statusCode).toBe(401);
      const phone = '9123456780';
      await g.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { phoneNumber: phone } });
      const res = await g.app.inject({
        method: 'POST',
        url: '/api/auth/otp/verify',
        payload: { phoneNumber: phone, code: sms.last(`+91${phone}`)! },
      });
      const cookies = { abhyas_session: res.cookies.find((c) => c.name === 'abhyas_session')!.value };
      expect((await g.app.inject({ method: 'GET', url: '/api/_test/guarded', cookies })).statusCode).toBe(200);
      const paid = await g.app.inject({ method: 'GET', url: '/api/_test/paid', cookies });
      expect(paid.statusCode).toBe(402);
      expect(paid.json().error.code).toBe('paid_plan_required');
      clock.advance(6 * 86_400_000);
      await g.app.inject({ method: 'GET', url: '/api/auth/session', cookies });
      clock.advance(86_400_000 + 1);
      const expired = await g.app.inject({ method: 'GET', url: '/api/_test/guarded', cookies });
      expect(expired.statusCode).toBe(402);
      expect(expired.json().error.code).toBe('subscription_required');
    } finally {
      await g.close();
    }
  });
});
