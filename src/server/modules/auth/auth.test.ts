import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { capturingSms, fakeClock } from '@server/testing/fakes';
import { failDelayMs } from '@server/auth/otp';

const clock = fakeClock();
const sms = capturingSms();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { TEST_PHONE_NUMBERS: '9999999999', TEST_OTP_CODE: '123456', OTP_SENDS_PER_IP_PER_HOUR: '1000', SUPPORT_CONTACT: 'help@abhyas.example' },
    deps: { clock, sms: sms.sender },
  });
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const cookieOf = (res: { cookies: { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string }[] }) =>
  res.cookies.find((c) => c.name === 'abhyas_session');
let n = 0;
/** A fresh valid number per test so limits don't leak between tests. */
const freshPhone = () => `98${String(10_000_000 + ++n).slice(-8)}`;

async function signIn(phone: string) {
  expect((await post('/api/auth/otp/send', { phoneNumber: phone })).statusCode).toBe(200);
  const code = sms.last(`+91${phone.slice(-10)}`)!;
  const res = await post('/api/auth/otp/verify', { phoneNumber: phone, code });
  expect(res.statusCode).toBe(200);
  return { res, cookie: cookieOf(res)!.value };
}

describe('POST /api/auth/otp/send', () => {
  it('normalises the number, sends a 6-digit code and stores only a hash', async () => {
    const phone = freshPhone();
    const res = await post('/api/auth/otp/send', { phoneNumber: `0${phone}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, phoneNumber: `+91${phone}`, expiresInSeconds: 300, resendAfterSeconds: 30 });
    const code = sms.last(`+91${phone}`);
    expect(code).toMatch(/^[0-9]{6}$/);
    const row = await t.db.kysely.selectFrom('otp_codes').selectAll().where('phone_number', '=', `+91${phone}`).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each(['987654321', '+915876543210', '९८७६५४३२१०', '+14155550100', 'x'.repeat(30)])('refuses %s with the spec message', async (p) => {
    const res = await post('/api/auth/otp/send', { phoneNumber: p });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_phone', message: 'Invalid phone number format. Please check and try again.' });
  });

  it('refuses wrong types, operator objects and huge strings with 400', async () => {
    for (const body of [
      { phoneNumber: { $ne: null } },
      { phoneNumber: 9876543210 },
      {},
      { phoneNumber: 'x'.repeat(10_000) },
      { phoneNumber: '9876543210', extra: 1 },
    ]) {
      const res = await post('/api/auth/otp/send', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('enforces the 30 s resend cooldown, replacing the old code after it', async () => {
    const phone = freshPhone();
    await post('/api/auth/otp/send', { phoneNumber: phone });
    const first = sms.last(`+91${phone}`)!;
    const again = await post('/api/auth/otp/send', { phoneNumber: phone });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/wait \d+ seconds/);
    clock.advance(31_000);
    expect((await post('/api/auth/otp/send', { phoneNumber: phone })).statusCode).toBe(200);
    const second = sms.last(`+91${phone}`)!;
    // the old code is dead once replaced (unless the CSPRNG repeated it)
    if (second !== first) expect((await post('/api/auth/otp/verify', { phoneNumber: phone, code: first })).json().error.code).toBe('otp_invalid');
    expect((await post('/api/auth/otp/verify', { phoneNumber: phone, code: second })).statusCode).toBe(200);
  });

  it('allows 5 sends an hour per number, then refuses until the hour window frees a send (no lock)', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/otp/send', { phoneNumber: phone })).statusCode).toBe(200);
      clock.advance(31_000);
    }
    const sixth = await post('/api/auth/otp/send', { phoneNumber: phone });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe('Too many attempts. Please try again later.');
    expect(sixth.headers['retry-after']).toBeDefined();
    clock.advance(14 * 60_000);
    expect((await post('/api/auth/otp/send', { phoneNumber: phone })).statusCode).toBe(429);
    clock.advance(62 * 60_000); // the hour window has passed
    expect((await post('/api/auth/otp/send', { phoneNumber: phone })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/otp/verify', () => {
  it.each([['12345'], ['1234567'], [' 123456'], ['１２３４５６'], [null], [[]]])('refuses code %j with 400', async (code) => {
    const res = await post('/api/auth/otp/verify', { phoneNumber: '9876543210', code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.field).toBe('code');
  });

  it('signs in: creates the user with a trial, sets an httpOnly Lax cookie and answers the user', async () => {
    const phone = freshPhone();
    const { res, cookie } = await signIn(phone);
    expect(res.json()).toMatchObject({ success: true, message: 'Login successful!', user: { phoneNumber: `+91${phone}` } });
    const c = cookieOf(res)!;
    expect(c.httpOnly).toBe(true);
    expect(c.sameSite).toBe('Lax');
    expect(c.path).toBe('/');
    expect(cookie).toHaveLength(43);
    const stored = await t.db.kysely.selectFrom('sessions').select('id_hash').execute();
    expect(stored.map((s) => s.id_hash)).not.toContain(cookie);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { abhyas_session: cookie } });
    expect(session.json()).toMatchObject({ isAuthenticated: true, user: { phoneNumber: `+91${phone}` } });
    const status = await t.app.inject({ method: 'GET', url: '/api/subscription/status', cookies: { abhyas_session: cookie } });
    expect(status.json()).toMatchObject({ hasAccess: true, isTrial: true, isPaid: false, trialDaysLeft: 7 });
  });

  it('a code works once; a wrong code says invalid; after expiry it says expired', async () => {
    const phone = freshPhone();
    await post('/api/auth/otp/send', { phoneNumber: phone });
    const code = sms.last(`+91${phone}`)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await post('/api/auth/otp/verify', { phoneNumber: phone, code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'otp_invalid', message: 'Invalid OTP. Please check and try again.' });
    expect((await post('/api/auth/otp/verify', { phoneNumber: phone, code })).statusCode).toBe(200);
    expect((await post('/api/auth/otp/verify', { phoneNumber: phone, code })).json().error.code).toBe('otp_expired');

    clock.advance(31_000);
    await post('/api/auth/otp/send', { phoneNumber: phone });
    const late = sms.last(`+91${phone}`)!;
    clock.advance(5 * 60_000 + 1);
    const res = await post('/api/auth/otp/verify', { phoneNumber: phone, code: late });
    expect(res.json().error).toMatchObject({ code: 'otp_expired', message: 'OTP has expired. Please request a new code.' });
  });

  it('a code is dead after 5 wrong tries, even the right one', async () => {
    const phone = freshPhone();
    await post('/api/auth/otp/send', { phoneNumber: phone });
    const code = sms.last(`+91${phone}`)!;
    const wrong = code === '000000' ? '111111' : '000000';
    // from the 3rd miss on, each try waits a growing delay (30 s, 60 s, 120 s): waited out here
    for (let i = 0; i < 4; i++) {
      expect((await post('/api/auth/otp/verify', { phoneNumber: phone, code: wrong })).json().error.code).toBe('otp_invalid');
      clock.advance(failDelayMs(i + 1) + 1000);
    }
    expect((await post('/api/auth/otp/verify', { phoneNumber: phone, code: wrong })).json().error.code).toBe('otp_expired');
    clock.advance(failDelayMs(5) + 1000);
    expect((await post('/api/auth/otp/verify', { phoneNumber: phone, code })).json().error.code).toBe('otp_expired');
  });

  it('a code for one number does not sign in another', async () => {
    const a = freshPhone();
    const b = freshPhone();
    await post('/api/auth/otp/send', { phoneNumber: a });
    await post('/api/auth/otp/send', { phoneNumber: b });
    const codeA = sms.last(`+91${a}`)!;
    const codeB = sms.last(`+91${b}`)!;
    if (codeA !== codeB) expect((await post('/api/auth/otp/verify', { phoneNumber: b, code: codeA })).statusCode).toBe(400);
  });

  it('two parallel submits of one code: exactly one signs in', async () => {
    const phone = freshPhone();
    await post('/api/auth/otp/send', { phoneNumber: phone });
    const code = sms.last(`+91${phone}`)!;
    const results = await Promise.all([
      post('/api/auth/otp/verify', { phoneNumber: phone, code }),
      post('/api/auth/otp/verify', { phoneNumber: phone, code }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('test numbers sign in with the test code and get no SMS', async () => {
    const before = sms.sent.length;
    expect((await post('/api/auth/otp/send', { phoneNumber: '9999999999' })).statusCode).toBe(200);
    expect(sms.sent.length).toBe(before);
    const res = await post('/api/auth/otp/verify', { phoneNumber: '9999999999', code: '123456' });
    expect(res.json()).toMatchObject({ success: true, message: 'Test login successful!' });
    expect((await post('/api/auth/otp/verify', { phoneNumber: '9999999999', code: '654321' })).statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('rotates the session at login: the pre-login id no longer works', async () => {
    const phone = freshPhone();
    const { cookie: first } = await signIn(phone);
    clock.advance(31_000);
    await post('/api/auth/otp/send', { phoneNumber: phone });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { phoneNumber: phone, code: sms.last(`+91${phone}`)! },
      cookies: { abhyas_session: first },
    });
    const second = cookieOf(res)!.value;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { abhyas_session: first } })).json().isAuthenticated).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { abhyas_session: second } })).json().isAuthenticated).toBe(true);
  });

  it('garbage, truncated and logged-out cookies are signed out; logout clears even if the row is gone', async () => {
    const { cookie } = await signIn(freshPhone());
    for (const bad of ['garbage', cookie.slice(0, 20), `${cookie}x`, '']) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { abhyas_session: bad } })).json().isAuthenticated).toBe(false);
    }
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { abhyas_session: cookie } });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out)!.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { abhyas_session: cookie } })).json().isAuthenticated).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { abhyas_session: cookie } })).statusCode).toBe(200);
  });

  it('expires after 7 idle days and after 30 days in all', async () => {
    const { cookie } = await signIn(freshPhone());
    const get = () => t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { abhyas_session: cookie } });
    clock.advance(6 * 86_400_000);
    expect((await get()).json().isAuthenticated).toBe(true);
    clock.advance(7 * 86_400_000 + 1000);
    expect((await get()).json().isAuthenticated).toBe(false);

    const { cookie: busy } = await signIn(freshPhone());
    // used every 5 days: never idle, but 30 days is the absolute limit
    for (let d = 0; d < 5; d++) {
      clock.advance(5 * 86_400_000);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { abhyas_session: busy } })).json().isAuthenticated).toBe(true);
    }
    clock.advance(5 * 86_400_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { abhyas_session: busy } })).json().isAuthenticated).toBe(false);
  });
});

describe('cross-site requests', () => {
  it.each<Record<string, string>>([{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }])(
    'refuses %j with 403',
    async (headers) => {
      const res = await post('/api/auth/otp/send', { phoneNumber: '9876543210' }, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('cross_site_refused');
    },
  );

  it('accepts the same origin', async () => {
    const res = await post('/api/auth/otp/send', { phoneNumber: freshPhone() }, { origin: 'http://localhost:80', host: 'localhost:80' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses text/plain bodies with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      headers: { 'content-type': 'text/plain' },
      payload: '{"phoneNumber":"9876543210"}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });
});

describe('GET /api/auth/config', () => {
  it("gives the login and terms pages the test numbers, the trial's length and the published contact", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toEqual({ firebase: null, testNumbers: ['+919999999999'], trialDays: 7, supportContact: 'help@abhyas.example' });
  });
});
