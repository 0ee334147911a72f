import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { capturingSms } from '@server/testing/fakes';

const sms = capturingSms();
const links: { id: string; reference_id: string; amount: number }[] = [];
/** A stand-in for Razorpay's Payment Links API, answering on no network. */
const fakeRazorpay: typeof fetch = async (_url, init) => {
  const body = JSON.parse(String(init?.body));
  const id = `plink_${links.length + 1}`;
  links.push({ id, reference_id: body.reference_id, amount: body.amount });
  return new Response(JSON.stringify({ id, short_url: `https://rzp.io/i/${id}` }), { status: 200 });
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'EnLs21M47BllR3X8PSFtjtbd',
      RAZORPAY_WEBHOOK_SECRET: 'whsec',
      OTP_SENDS_PER_IP_PER_HOUR: '1000',
    },
    deps: { sms: sms.sender, fetchImpl: fakeRazorpay },
  });
});
afterAll(async () => t.close());

async function signInAndCheckout() {
  const phone = `96${String(10_000_000 + links.length).slice(-8)}`;
  await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { phoneNumber: phone } });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { phoneNumber: phone, code: sms.last(`+91${phone}`)! } });
  const cookie = res.cookies.find((c) => c.name === 'abhyas_session')!.value;
  const co = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/checkout',
    payload: { planType: 'monthly' },
    cookies: { abhyas_session: cookie },
  });
  expect(co.json().url).toMatch(/^https:\/\/rzp\.io\/i\//);
  const link = links.at(-1)!;
  expect(link.amount).toBe(19900);
  const status = () => t.app.inject({ method: 'GET', url: '/api/subscription/status', cookies: { abhyas_session: cookie } }).then((r) => r.json());
  return { link, status };
}

const event = (link: { id: string; reference_id: string; amount: number }, over: Record<string, unknown> = {}) =>
  JSON.stringify({
    event: 'payment_link.paid',
    payload: {
      payment_link: {
        entity: { id: link.id, reference_id: link.reference_id, amount: link.amount, amount_paid: link.amount, status: 'paid', ...over },
      },
      payment: { entity: { id: 'pay_1', amount: link.amount, currency: 'INR' } },
    },
  });
const send = (raw: string, { secret = 'whsec', eventId = `evt_${Math.random()}`, sig }: { secret?: string; eventId?: string; sig?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscription/razorpay/webhook',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': sig ?? createHmac('sha256', secret).update(raw).digest('hex'),
      'x-razorpay-event-id': eventId,
    },
  });

describe('Razorpay webhook', () => {
  it('activates on payment_link.paid even with the tab closed; a repeated event id is a no-op', async () => {
    const { link, status } = await signInAndCheckout();
    const raw = event(link);
    const first = await send(raw, { eventId: 'evt_1' });
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('activated');
    const s1 = await status();
    expect(s1).toMatchObject({ isPaid: true, planType: 'monthly' });
    const again = await send(raw, { eventId: 'evt_1' });
    expect(again.json().status).toBe('duplicate');
    const other = await send(raw, { eventId: 'evt_2' }); // same payment, new event id: still one activation
    expect(other.statusCode).toBe(200);
    expect((await status()).expiresAt).toBe(s1.expiresAt);
  });

  it('refuses a changed byte, re-serialised JSON, the wrong secret and a missing signature', async () => {
    const { link, status } = await signInAndCheckout();
    const raw = event(link);
    const sig = createHmac('sha256', 'whsec').update(raw).digest('hex');
    expect((await send(raw.replace('"paid"', '"PAID"'), { sig })).statusCode).toBe(400);
    expect((await send(JSON.stringify(JSON.parse(raw), null, 1), { sig })).statusCode).toBe(400);
    expect((await send(raw, { secret: 'wrong' })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/subscription/razorpay/webhook',
          payload: raw,
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await status()).isPaid).toBe(false);
  });

  it('ignores a wrong amount and an unknown link', async () => {
    const { link, status } = await signInAndCheckout();
    expect((await send(event(link, { amount_paid: 100 }))).json().status).toBe('mismatch');
    expect((await send(event({ ...link, id: 'plink_nope' }))).json().status).toBe('unknown-link');
    expect((await status()).isPaid).toBe(false);
  });
});
