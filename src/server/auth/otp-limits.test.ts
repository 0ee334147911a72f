import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { capturingSms, fakeClock } from '../testing/fakes';
import { consoleSender } from './sms';

/** Issue 19, items 2, 3 and 4, and the cookie hardening: OTP limits that hold against forgery and spare the innocent. */
const opened: TestApp[] = [];
afterAll(async () => Promise.all(opened.map((t) => t.close())));

const PROD = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'http://localhost:3000',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 't',
  TWILIO_FROM: '+15550001111',
};
/** One app per configuration, shared by the tests that use it (each start migrates a fresh database). */
const apps = new Map<string, ReturnType<typeof makeApp>>();
const app = (env: Record<string, string>) => {
  const key = JSON.stringify(env);
  if (!apps.has(key)) apps.set(key, makeApp(env));
  return apps.get(key)!;
};
async function makeApp(env: Record<string, string>, sms = capturingSms(), clock = fakeClock()) {
  const t = await createTestApp({ env, deps: { sms: sms.sender, clock } });
  opened.push(t);
  const send = (phoneNumber: string, opts: { ip?: string; xff?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      payload: { phoneNumber },
      remoteAddress: opts.ip,
      headers: opts.xff ? { 'x-forwarded-for': opts.xff } : {},
    });
  const verify = (phoneNumber: string, code: string, ip?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { phoneNumber, code }, remoteAddress: ip });
  return { t, sms, clock, send, verify };
}
let n = 0;
const phone = (prefix = '98') => `${prefix}${String(10_000_000 + ++n).slice(-8)}`;

describe('per-IP OTP cap in the production configuration', () => {
  it('a forged X-Forwarded-For does not reset the cap (no proxy trusted by default)', async () => {
    const a = await app({ ...PROD, OTP_SENDS_PER_IP_PER_HOUR: '3' });
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await a.send(phone(), { xff: `203.0.113.${i}` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('TRUST_PROXY=1 takes the address the proxy appended, not the client-written left-most one', async () => {
    const a = await app({ ...PROD, OTP_SENDS_PER_IP_PER_HOUR: '2', TRUST_PROXY: '1' });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await a.send(phone(), { xff: `10.9.9.${i}, 198.51.100.7` })).statusCode);
    expect(codes).toEqual([200, 200, 429, 429]);
    // a different real client behind the same proxy has its own budget
    expect((await a.send(phone(), { xff: '198.51.100.8' })).statusCode).toBe(200);
  });

  it('the session cookie is __Host- prefixed and Secure in production', async () => {
    const a = await app({ ...PROD, OTP_SENDS_PER_IP_PER_HOUR: '3' });
    const p = phone();
    await a.send(p, { ip: '10.3.3.3' });
    const res = await a.verify(p, a.sms.last(`+91${p}`)!, '10.3.3.3');
    expect(res.statusCode).toBe(200);
    const c = res.cookies.find((x) => x.name === '__Host-abhyas_session');
    expect(c).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(c?.domain).toBeUndefined();
    // the plain name is not read in production (a sibling subdomain could plant it)
    const session = await a.t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { abhyas_session: c!.value } });
    expect(session.json().isAuthenticated).toBe(false);
    const ok = await a.t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { '__Host-abhyas_session': c!.value } });
    expect(ok.json().isAuthenticated).toBe(true);
  });
});

describe('global SMS budgets (against SMS pumping)', () => {
  it('per number prefix and overall per hour', async () => {
    const a = await app({ SMS_PER_PREFIX_PER_HOUR: '2', SMS_PER_HOUR: '4', OTP_SENDS_PER_IP_PER_HOUR: '1000' });
    // same +91 98765 prefix: the third is refused
    expect((await a.send('9876500001')).statusCode).toBe(200);
    expect((await a.send('9876500002')).statusCode).toBe(200);
    expect((await a.send('9876500003')).statusCode).toBe(429);
    expect(a.sms.sent.map((s) => s.phone)).not.toContain('+919876500003');
    // other prefixes go on until the hourly total
    expect((await a.send('9123400001')).statusCode).toBe(200);
    expect((await a.send('9234500001')).statusCode).toBe(200);
    expect((await a.send('9345600001')).statusCode).toBe(429);
    a.clock.advance(61 * 60_000);
    expect((await a.send('9345600001')).statusCode).toBe(200);
  });
});

describe('no real sender', () => {
  it('production with Firebase and no SMS provider: the built-in OTP routes are 404 and no code is made', async () => {
    const { TWILIO_ACCOUNT_SID: _a, TWILIO_AUTH_TOKEN: _b, TWILIO_FROM: _c, SMS_PROVIDER: _d, ...prod } = PROD;
    const t = await createTestApp({ env: { ...prod, FIREBASE_PROJECT_ID: 'abhyas-test' } });
    opened.push(t);
    for (const url of ['/api/auth/otp/send', '/api/auth/otp/verify']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: url.endsWith('send') ? { phoneNumber: '9876543210' } : { phoneNumber: '9876543210', code: '123456' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect(await t.db.kysely.selectFrom('otp_codes').select('phone_number').execute()).toEqual([]);
  });

  it('the console sender prints the code only in development', async () => {
    const lines: string[] = [];
    await consoleSender((m) => lines.push(m), false).sendOtp('+919876543210', '482913');
    await consoleSender((m) => lines.push(m), true).sendOtp('+919876543210', '482914');
    expect(lines[0]).not.toContain('482913');
    expect(lines[1]).toContain('482914');
  });
});

describe('limits that must not lock out the innocent', () => {
  it("a stranger's 11 wrong guesses neither lock the victim's number nor text the victim", async () => {
    const a = await app({ OTP_SENDS_PER_IP_PER_HOUR: '2' });
    const victim = phone();
    expect((await a.send(victim, { ip: '10.0.0.2' })).statusCode).toBe(200);
    const sentBefore = a.sms.sent.length;
    const stranger = [];
    for (let i = 0; i < 11; i++) stranger.push((await a.verify(victim, String(100000 + i), '10.6.6.6')).statusCode);
    expect(stranger.slice(0, 3)).toEqual([400, 400, 400]);
    expect(stranger.slice(3).every((s) => s === 429)).toBe(true); // the stranger now waits, growing
    expect(a.sms.sent.length).toBe(sentBefore);
    // the victim signs in with the live code from their own network
    expect((await a.verify(victim, a.sms.last(`+91${victim}`)!, '10.0.0.2')).statusCode).toBe(200);
  });

  it('an IP at its send cap (college Wi-Fi) still signs in with a live correct code', async () => {
    const a = await app({ OTP_SENDS_PER_IP_PER_HOUR: '2' });
    const [p1, p2, p3] = [phone(), phone(), phone()];
    expect((await a.send(p1, { ip: '10.1.1.1' })).statusCode).toBe(200);
    expect((await a.send(p2, { ip: '10.1.1.1' })).statusCode).toBe(200);
    const refused = await a.send(p3, { ip: '10.1.1.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).not.toMatch(/test number/i);
    expect((await a.verify(p1, a.sms.last(`+91${p1}`)!, '10.1.1.1')).statusCode).toBe(200);
    expect((await a.verify(p2, a.sms.last(`+91${p2}`)!, '10.1.1.1')).statusCode).toBe(200);
  });

  it('wrong codes from one number+IP wait 30 s, then 60 s: a growing delay, not a lock', async () => {
    const a = await app({ OTP_SENDS_PER_IP_PER_HOUR: '2' });
    const p = phone();
    await a.send(p, { ip: '10.2.2.2' });
    const code = a.sms.last(`+91${p}`)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await a.verify(p, wrong, '10.2.2.2')).statusCode).toBe(400);
    const waiting = await a.verify(p, code, '10.2.2.2');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBe(30);
    a.clock.advance(31_000);
    expect((await a.verify(p, code, '10.2.2.2')).statusCode).toBe(200);
  });
});
