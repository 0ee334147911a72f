import { generateKeyPairSync } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseVerifier } from '../auth/firebase';
import { createTestApp, type TestApp } from '../testing/test-app';
import { fakeClock } from '../testing/fakes';
import { signedInUser } from '../testing/users';
import { safeErrorSerializer } from './log-redact';

/** Issue 19, items 5, 7–12 and "sign out everywhere". */
let t: TestApp;
/** Razorpay stand-in: counts the links it makes. */
const rz = { created: 0 };
const fakeRazorpay: typeof fetch = async (url, init) => {
  const u = String(url);
  if (init?.method === 'POST' && u.endsWith('/v1/payment_links')) {
    rz.created++;
    await new Promise((r) => setTimeout(r, 20)); // a real round trip takes time: parallel checkouts overlap
    return Response.json({ id: `plink_${rz.created}`, short_url: `https://rzp.io/i/${rz.created}` });
  }
  const m = /\/v1\/payment_links\/(plink_\d+)$/.exec(u);
  if (m) return Response.json({ id: m[1], short_url: `https://rzp.io/i/${m[1]!.slice(6)}`, status: 'created' });
  return new Response('not found', { status: 404 });
};
beforeAll(async () => {
  t = await createTestApp({
    env: { RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'k', CHECKOUTS_PER_HOUR: '2', REQUEST_TIMEOUT_MS: '1000' },
    deps: { fetchImpl: fakeRazorpay },
  });
});
afterAll(async () => t.close());

/** Raw HTTP against a listening copy of the app, for what inject() cannot send. */
async function rawHttp(request: string | Buffer, opts: { keepOpenMs?: number } = {}): Promise<{ text: string; ms: number }> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => t.app.listeningOrigin);
  const { port } = new URL(address);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let text = '';
    socket.on('data', (d) => (text += d.toString('utf8')));
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    socket.on('error', reject);
    socket.write(request);
    if (opts.keepOpenMs) setTimeout(() => socket.destroy(), opts.keepOpenMs);
  });
}
const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;

describe('errors outside the routes keep the contract and the security headers (item 8)', () => {
  it('bad percent-encoding: 400 in the shared shape, with the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription/test-checkout/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a path parameter over 200 characters: 414 in the shared shape, with the headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/subscription/test-checkout/${'a'.repeat(600)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json().error.code).toBe('bad_request');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("Node's client-error path (malformed HTTP, oversized headers) answers JSON with the headers", async () => {
    const bad = await rawHttp('GARBAGE / NOT-HTTP\r\n\r\n');
    expect(bad.text).toMatch(/^HTTP\/1\.1 400 /);
    expect(bad.text).toContain('x-content-type-options: nosniff');
    expect(bodyOf(bad.text)).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
    const big = await rawHttp(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big.text).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(big.text)).toMatchObject({ error: { code: 'bad_request' } });
  });
});

describe('request timeout (item 10)', () => {
  it('a body that dribbles in is cut at REQUEST_TIMEOUT_MS with a 408', async () => {
    const res = await rawHttp('POST /api/auth/otp/send HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"pho', {
      keepOpenMs: 10_000,
    });
    expect(res.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(res.text)).toMatchObject({ error: { code: 'bad_request' } });
    expect(res.ms).toBeLessThan(3000);
  });
});

describe('the unconfigured webhook (item 7)', () => {
  it('is 404, not 503: callers cannot drive the 5xx rate', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/razorpay/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('checkout (item 12)', () => {
  it('100 parallel checkouts for one plan make one Razorpay link, all answered with it; new links are rate-limited', async () => {
    const u = await signedInUser(t);
    const all = await Promise.all(Array.from({ length: 100 }, () => u.inject('POST', '/api/subscription/checkout', { planType: 'monthly' })));
    const ok = all.filter((r) => r.statusCode === 200);
    expect(rz.created).toBe(1);
    expect(new Set(ok.map((r) => r.json().url))).toEqual(new Set(['https://rzp.io/i/1']));
    expect(all.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true); // 409: "being prepared, retry"
    expect((await u.inject('POST', '/api/subscription/checkout', { planType: 'monthly' })).json().url).toBe('https://rzp.io/i/1');
    // a second plan is a second link; a third new link in the hour is refused (CHECKOUTS_PER_HOUR=2)
    expect((await u.inject('POST', '/api/subscription/checkout', { planType: 'yearly' })).statusCode).toBe(200);
    const third = await u.inject('POST', '/api/subscription/checkout', { planType: '6months' });
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(rz.created).toBe(2);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the user, and only theirs', async () => {
    const phone = await signedInUser(t);
    const laptop = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { abhyas_session: phone.cookie } });
    expect(laptop.json().isAuthenticated).toBe(true);
    const { SessionService } = await import('../auth/sessions');
    const second = await new SessionService(t.db.kysely, () => new Date()).create(phone.id);
    const other = await signedInUser(t);
    const res = await phone.inject('POST', '/api/auth/logout-everywhere');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, sessionsEnded: 2 });
    for (const cookie of [phone.cookie, second.id]) {
      const s = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { abhyas_session: cookie } });
      expect(s.json().isAuthenticated).toBe(false);
    }
    expect((await other.inject('GET', '/api/auth/session')).json().isAuthenticated).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere' })).statusCode).toBe(401);
  });
});

describe('logs (item 5)', () => {
  it('a NUL in a profile field is a 400, and a database error logs no SQL or parameters', async () => {
    const u = await signedInUser(t);
    const res = await u.inject('PATCH', '/api/profile', { firstName: 'Asha\u0000', email: 'asha@example.in' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('firstName');
    // the error the database raises for such a value, as a log line would carry it
    let err: unknown;
    try {
      await t.db.kysely.updateTable('users').set({ first_name: 'Asha\u0000Patil', email: 'asha@example.in' }).where('id', '=', u.id).execute();
    } catch (e) {
      err = e;
    }
    expect(err).toBeDefined();
    const logged = JSON.stringify(safeErrorSerializer(err));
    // no values, and no SQL text (stack frames may name Kysely's query builders, which is fine)
    for (const secret of ['asha@example.in', 'Asha', u.id, 'update "users"', '"first_name"', '$1']) expect(logged).not.toContain(secret);
    expect(logged).toContain('"message"');
  });
});

describe('Firebase key look-ups (item 9)', () => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  function token(kid: string) {
    const now = Math.floor(clock().getTime() / 1000);
    const body = {
      aud: 'p',
      iss: 'https://securetoken.google.com/p',
      iat: now,
      auth_time: now,
      exp: now + 600,
      sub: 'u1',
      phone_number: '+919812345678',
    };
    return `${b64({ alg: 'RS256', kid })}.${b64(body)}.${Buffer.from('sig').toString('base64url')}`;
  }
  const clock = fakeClock();
  let fetches = 0;
  const verifier = firebaseVerifier({
    projectId: 'p',
    jwksUrl: 'https://jwks.example/keys',
    clock,
    fetchImpl: async () => {
      fetches++;
      return Response.json(
        { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'known', alg: 'RS256' }] },
        { headers: { 'cache-control': 'max-age=3600' } },
      );
    },
  });
  const verify = (idToken: string) =>
    verifier.verify({ idToken, phoneNumber: '9812345678', uid: 'u1' }).catch((e: { statusCode: number }) => e.statusCode);

  it('50 unknown key ids cause one fetch a minute, not 50', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => verify(token(`unknown${i}`))));
    expect(results.every((s) => s === 401)).toBe(true);
    expect(fetches).toBe(1);
    for (let i = 0; i < 20; i++) await verify(token(`later${i}`));
    expect(fetches).toBe(1);
    clock.advance(61_000);
    await verify(token('after-a-minute'));
    expect(fetches).toBe(2);
  });

  it('malformed tokens are refused before any network call', async () => {
    const before = fetches;
    for (const bad of [
      'x.y.z',
      `${b64({ alg: 'none', kid: 'k' })}.${b64({})}.x`,
      `${b64({ alg: 'RS256', kid: '../../etc' })}.${b64({})}.x`,
      token('known').replace(/\.[^.]+\./, `.${b64({ aud: 'other' })}.`),
    ]) {
      expect(await verify(bad)).toBe(401);
    }
    expect(fetches).toBe(before);
  });
});
