import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { capturingSms, fakeClock } from '@server/testing/fakes';
import { paymentLinkSignature } from './razorpay';

const clock = fakeClock();
const sms = capturingSms();
let t: TestApp;
const ADMIN = '9000000001';
beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_PHONES: ADMIN, OTP_SENDS_PER_IP_PER_HOUR: '1000', ENABLE_TEST_CHECKOUT: 'true' },
    deps: { clock, sms: sms.sender },
  });
});
afterAll(async () => t.close());

let n = 0;
async function signIn(phone = `97${String(10_000_000 + ++n).slice(-8)}`) {
  await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { phoneNumber: phone } });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { phoneNumber: phone, code: sms.last(`+91${phone}`)! } });
  const cookie = res.cookies.find((c) => c.name === 'abhyas_session')!.value;
  return {
    cookie,
    id: res.json().user.id as string,
    inject: (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, cookies: { abhyas_session: cookie } }),
  };
}

/** Runs the test checkout like a browser: checkout → test page → pay → the callback query. */
async function payViaTestCheckout(u: Awaited<ReturnType<typeof signIn>>, plan: string) {
  const co = await u.inject('POST', '/api/subscription/checkout', { planType: plan });
  expect(co.statusCode).toBe(200);
  const { url, paymentId, amount } = co.json();
  const path = new URL(url).pathname;
  expect(path).toBe(`/api/subscription/test-checkout/${paymentId}`);
  const page = await t.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`Pay ₹${amount / 100} (test)`);
  expect(page.body).not.toContain('6months');
  const pay = await t.app.inject({
    method: 'POST',
    url: `${path}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(pay.statusCode).toBe(303);
  const q: Record<string, string> = Object.fromEntries(new URL(pay.headers.location as string, 'http://x').searchParams);
  expect(q).toMatchObject({ payment: 'success', plan });
  return q;
}
const activateBody = (q: Record<string, string>): Record<string, string> => {
  const { payment: _p, plan, ...rest } = q;
  return { planType: plan!, ...rest };
};

describe('subscription status and guards', () => {
  it('signed out: 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription/status' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });
});

describe('payments with the built-in test checkout', () => {
  it('checkout → pay → activate gives the plan for its days; replays change nothing', async () => {
    const u = await signIn();
    const q = await payViaTestCheckout(u, '6months');
    const res = await u.inject('POST', '/api/subscription/activate', activateBody(q));
    expect(res.statusCode).toBe(200);
    const expiry = new Date(res.json().expiryDate);
    expect(res.json().planType).toBe('6months');
    expect(expiry.getTime()).toBe(clock().getTime() + 186 * 86_400_000);
    const again = await u.inject('POST', '/api/subscription/activate', activateBody(q));
    expect(again.statusCode).toBe(200);
    expect(again.json().expiryDate).toBe(res.json().expiryDate);
    const status = await u.inject('GET', '/api/subscription/status');
    expect(status.json()).toMatchObject({ hasAccess: true, isPaid: true, isTrial: false, planType: '6months' });
  });

  it('a second plan adds its days to the current expiry', async () => {
    const u = await signIn();
    const first = await u.inject('POST', '/api/subscription/activate', activateBody(await payViaTestCheckout(u, 'monthly')));
    const second = await u.inject('POST', '/api/subscription/activate', activateBody(await payViaTestCheckout(u, 'monthly')));
    expect(new Date(second.json().expiryDate).getTime() - new Date(first.json().expiryDate).getTime()).toBe(31 * 86_400_000);
  });

  it('refuses tampered, uppercase, wrong-plan, unpaid and other-user callbacks; nothing is activated', async () => {
    const u = await signIn();
    const q = await payViaTestCheckout(u, 'yearly');
    const body = activateBody(q);
    const cases: [Record<string, string>, number][] = [
      [{ ...body, razorpay_signature: body.razorpay_signature!.toUpperCase() }, 400],
      [{ ...body, razorpay_signature: body.razorpay_signature!.slice(1) }, 400],
      [{ ...body, razorpay_signature: `${body.razorpay_signature}0` }, 400],
      [{ ...body, razorpay_payment_id: 'pay_other' }, 400],
      [{ ...body, razorpay_payment_link_status: 'partially_paid' }, 400],
      [{ ...body, planType: 'monthly' }, 400],
      [{ ...body, razorpay_signature: '' }, 400],
    ];
    for (const [b, status] of cases) {
      const res = await u.inject('POST', '/api/subscription/activate', b);
      expect(res.statusCode, JSON.stringify(b)).toBe(status);
    }
    const other = await signIn();
    const stolen = await other.inject('POST', '/api/subscription/activate', body);
    expect(stolen.statusCode).toBe(403);
    expect((await u.inject('GET', '/api/subscription/status')).json().isPaid).toBe(false);
    expect((await other.inject('GET', '/api/subscription/status')).json().isPaid).toBe(false);
  });

  it('a signature for an unknown link or a partially paid status signed correctly is refused', async () => {
    const u = await signIn();
    const q = await payViaTestCheckout(u, 'monthly');
    const secret = createHmac('sha256', t.config.sessionSecret).update('razorpay-test-checkout').digest('hex');
    const partial = {
      linkId: q.razorpay_payment_link_id!,
      referenceId: q.razorpay_payment_link_reference_id!,
      status: 'partially_paid',
      paymentId: q.razorpay_payment_id!,
    };
    const res = await u.inject('POST', '/api/subscription/activate', {
      ...activateBody(q),
      razorpay_payment_link_status: 'partially_paid',
      razorpay_signature: paymentLinkSignature(secret, partial),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('payment_invalid');
    const unknown = { ...partial, linkId: 'plink_unknown', status: 'paid' };
    const res2 = await u.inject('POST', '/api/subscription/activate', {
      ...activateBody(q),
      razorpay_payment_link_id: 'plink_unknown',
      razorpay_signature: paymentLinkSignature(secret, unknown),
    });
    expect(res2.statusCode).toBe(400);
  });

  it('/pricing?payment=success alone grants nothing, and bad plan types are 400', async () => {
    const u = await signIn();
    expect((await u.inject('POST', '/api/subscription/checkout', { planType: 'lifetime' })).statusCode).toBe(400);
    expect((await u.inject('POST', '/api/subscription/activate', { planType: 'weekly' })).statusCode).toBe(400);
    expect((await u.inject('GET', '/api/subscription/status')).json().isPaid).toBe(false);
  });

  it('checkout needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/subscription/checkout', payload: { planType: 'monthly' } })).statusCode).toBe(401);
  });
});

describe('manual activation', () => {
  it("a non-admin's manual activation is refused with a clear 403", async () => {
    const u = await signIn();
    const res = await u.inject('POST', '/api/subscription/activate', { planType: 'monthly' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/only for administrators/);
    expect((await u.inject('GET', '/api/subscription/status')).json()).toMatchObject({ isPaid: false, isAdmin: false });
  });

  it('an admin can activate a plan without payment', async () => {
    const admin = await signIn(ADMIN);
    expect((await admin.inject('GET', '/api/subscription/status')).json().isAdmin).toBe(true);
    const res = await admin.inject('POST', '/api/subscription/activate', { planType: 'yearly' });
    expect(res.statusCode).toBe(200);
    expect((await admin.inject('GET', '/api/subscription/status')).json()).toMatchObject({ isPaid: true, planType: 'yearly' });
  });
});

describe('trial expiry', () => {
  it('after the trial the status says no access', async () => {
    const u = await signIn();
    clock.advance(6 * 86_400_000);
    expect((await u.inject('GET', '/api/subscription/status')).json()).toMatchObject({ hasAccess: true, isTrial: true, trialDaysLeft: 1 });
    clock.advance(86_400_000 + 1);
    expect((await u.inject('GET', '/api/subscription/status')).json()).toMatchObject({
      hasAccess: false,
      isTrial: false,
      isPaid: false,
      trialDaysLeft: 0,
    });
  });
});
