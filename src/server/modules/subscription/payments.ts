import { createHmac, randomBytes } from 'node:crypto';
import { PLANS, type ActivateRequest, type ActivateResponse, type CheckoutResponse, type PlanType } from '@shared/subscription';
import type { Clock } from '@server/clock';
import type { Config } from '@server/config';
import { spend } from '@server/http/budget';
import { AppError } from '@server/http/errors';
import { createPaymentLink, fetchPaymentLink, paymentLinkSignature, verifyPaymentLinkSignature, verifyWebhookSignature } from './razorpay';
import { extendExpiry } from '@server/auth/access';
import * as repo from './repo';
import type { Executor } from '@server/db/database';

/** What the checkout page shows for each plan ("6 Months", never the id "6months"). */
export const PLAN_NAMES: Record<PlanType, string> = { monthly: 'Monthly', '6months': '6 Months', yearly: 'Yearly' };

export interface PaymentDeps {
  db: Executor;
  config: Config;
  clock: Clock;
  fetchImpl?: typeof fetch;
}

/** With ENABLE_TEST_CHECKOUT (loopback, outside production) and no Razorpay keys, a built-in test checkout signs callbacks with this secret. */
export function testCheckoutEnabled(config: Config): boolean {
  return config.testCheckout && !config.razorpay;
}
/** An unpaid link for the same plan is offered again for this long instead of a new one (issue 19, item 12). */
const REUSE_LINK_MS = 60 * 60 * 1000;
export function devKeySecret(config: Config): string {
  return createHmac('sha256', config.sessionSecret).update('razorpay-test-checkout').digest('hex');
}

export class PaymentService {
  constructor(private readonly d: PaymentDeps) {}

  private keySecret(): string {
    if (this.d.config.razorpay) return this.d.config.razorpay.keySecret;
    if (testCheckoutEnabled(this.d.config)) return devKeySecret(this.d.config);
    throw new AppError(404, 'payments_not_configured', 'Payments are not configured.');
  }

  /**
   * One open link per user and plan: under the user's row lock, an unpaid checkout of the last hour is offered again,
   * and new ones are rate-limited (100 parallel checkouts once made 100 Razorpay links).
   */
  async checkout(user: { id: string; phone_number: string }, plan: PlanType, baseUrl: string): Promise<CheckoutResponse> {
    const amount = PLANS[plan].price * 100;
    const rz = this.d.config.razorpay;
    if (!rz && !testCheckoutEnabled(this.d.config)) throw new AppError(404, 'payments_not_configured', 'Payments are not configured.');
    const now = this.d.clock();
    const { payment, reused } = await this.d.db.transaction().execute(async (trx) => {
      await repo.lockUser(trx, user.id);
      const open = await repo.findOpenPayment(trx, user.id, plan, new Date(now.getTime() - REUSE_LINK_MS));
      if (open) return { payment: open, reused: true };
      await spend(
        trx,
        { kind: 'checkout', limit: this.d.config.checkoutsPerHour, windowMs: 60 * 60 * 1000, message: 'Too many checkouts. Please try again later.' },
        user.id,
        now,
      );
      return {
        payment: await repo.insertPayment(trx, {
          user_id: user.id,
          plan_type: plan,
          amount_paise: amount,
          kind: rz ? 'razorpay' : 'test',
          status: 'created',
        }),
        reused: false,
      };
    });
    const callbackUrl = `${baseUrl}/pricing?payment=success&plan=${plan}`;
    if (!rz) {
      if (!reused) await repo.setLink(this.d.db, payment.id, `plink_test_${payment.id.replace(/-/g, '').slice(0, 14)}`);
      return { paymentId: payment.id, planType: plan, amount, url: `${baseUrl}/api/subscription/test-checkout/${payment.id}` };
    }
    if (reused) {
      if (!payment.link_id) throw new AppError(409, 'payment_pending', 'Your checkout is being prepared. Please try again in a moment.');
      const link = await fetchPaymentLink(rz, payment.link_id, this.d.fetchImpl).catch(() => null);
      if (link?.status === 'created') return { paymentId: payment.id, planType: plan, amount, url: link.shortUrl };
      if (!link) throw new AppError(503, 'payment_failed', 'Error initiating payment. Please try again.');
      if (link.status === 'expired' || link.status === 'cancelled') {
        await repo.deletePayment(this.d.db, payment.id);
        throw new AppError(409, 'payment_link_expired', 'Your last payment link has expired. Please try again.');
      }
      throw new AppError(409, 'payment_pending', 'Your last checkout for this plan is being processed. Please check your plan status.');
    }
    let link;
    try {
      link = await createPaymentLink(
        rz,
        {
          amountPaise: amount,
          referenceId: payment.id,
          description: `Abhyas ${PLAN_NAMES[plan]} plan`,
          phone: user.phone_number,
          callbackUrl,
          notes: { userId: user.id, planType: plan },
        },
        this.d.fetchImpl,
      );
    } catch {
      await repo.deletePayment(this.d.db, payment.id);
      throw new AppError(503, 'payment_failed', 'Error initiating payment. Please try again.');
    }
    await repo.setLink(this.d.db, payment.id, link.id);
    return { paymentId: payment.id, planType: plan, amount, url: link.shortUrl };
  }

  /** The test checkout's "pay" button: what Razorpay would append to the callback URL, correctly signed. */
  async testPay(paymentId: string): Promise<string> {
    if (!testCheckoutEnabled(this.d.config)) throw new AppError(404, 'not_found', 'Not found');
    const p = await repo.findPayment(this.d.db, paymentId);
    if (!p || p.kind !== 'test' || !p.link_id) throw new AppError(404, 'not_found', 'Unknown test payment.');
    const params = { linkId: p.link_id, referenceId: p.id, status: 'paid', paymentId: `pay_test_${randomBytes(7).toString('hex')}` };
    const q = new URLSearchParams({
      payment: 'success',
      plan: p.plan_type,
      razorpay_payment_id: params.paymentId,
      razorpay_payment_link_id: params.linkId,
      razorpay_payment_link_reference_id: params.referenceId,
      razorpay_payment_link_status: params.status,
      razorpay_signature: paymentLinkSignature(devKeySecret(this.d.config), params),
    });
    return `/pricing?${q}`;
  }

  async findTestPayment(paymentId: string) {
    if (!testCheckoutEnabled(this.d.config)) return null;
    const p = await repo.findPayment(this.d.db, paymentId);
    return p && p.kind === 'test' ? p : null;
  }

  /** POST /api/subscription/activate with callback parameters: trusts only the signature and our own records. */
  async activateFromCallback(user: { id: string }, body: ActivateRequest): Promise<ActivateResponse> {
    const {
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: linkId,
      razorpay_payment_link_reference_id: referenceId,
      razorpay_payment_link_status: status,
      razorpay_signature: signature,
    } = body;
    if (!paymentId || !linkId || referenceId === undefined || !status || !signature)
      throw new AppError(400, 'payment_invalid', 'Payment details are incomplete.');
    if (!verifyPaymentLinkSignature(this.keySecret(), { linkId, referenceId, status, paymentId }, signature))
      throw new AppError(400, 'payment_invalid', 'Payment signature is not valid.');
    const payment = await repo.findPaymentByLink(this.d.db, linkId);
    if (!payment || payment.id !== referenceId) throw new AppError(400, 'payment_invalid', 'This payment is not known to us.');
    if (payment.user_id !== user.id) throw new AppError(403, 'forbidden', 'This payment belongs to another account.');
    if (payment.plan_type !== body.planType) throw new AppError(400, 'payment_invalid', 'This payment was for a different plan.');
    if (status !== 'paid') throw new AppError(400, 'payment_invalid', `Payment is ${status}, not paid.`);
    return this.activate(payment.id, paymentId);
  }

  /** Razorpay webhook: signature over the raw body, de-duplicated by event id in the same transaction. */
  async handleWebhook(rawBody: Buffer, signature: string | undefined, eventId: string | undefined): Promise<{ status: string }> {
    const secret = this.d.config.razorpay?.webhookSecret;
    // Unconfigured, the webhook doesn't exist: a 503 let any caller drive the 5xx rate and trip alerts (issue 19, item 7).
    if (!secret) throw new AppError(404, 'not_found', 'Not found');
    if (!verifyWebhookSignature(secret, rawBody, signature)) throw new AppError(400, 'payment_invalid', 'Invalid webhook signature.');
    if (!eventId) throw new AppError(400, 'bad_request', 'Missing x-razorpay-event-id.');
    let event: { event?: string; payload?: { payment_link?: { entity?: Record<string, unknown> }; payment?: { entity?: Record<string, unknown> } } };
    try {
      event = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new AppError(400, 'bad_request', 'Body is not JSON.');
    }
    if (event.event !== 'payment_link.paid') return { status: 'ignored' };
    const link = event.payload?.payment_link?.entity ?? {};
    const pay = event.payload?.payment?.entity ?? {};
    const payment = typeof link.id === 'string' ? await repo.findPaymentByLink(this.d.db, link.id) : undefined;
    if (!payment) return { status: 'unknown-link' };
    if (
      link.status !== 'paid' ||
      link.reference_id !== payment.id ||
      link.amount_paid !== payment.amount_paise ||
      (pay.currency !== undefined && pay.currency !== 'INR')
    )
      return { status: 'mismatch' };
    return this.d.db.transaction().execute(async (trx) => {
      if (!(await repo.recordWebhookEvent(trx, eventId))) return { status: 'duplicate' };
      await this.activateIn(trx, payment.id, typeof pay.id === 'string' ? pay.id : null);
      return { status: 'activated' };
    });
  }

  /** May this number activate a plan without payment (ADMIN_PHONES)? */
  isAdmin(phoneNumber: string): boolean {
    return this.d.config.adminPhones.includes(phoneNumber);
  }

  /** Admins only: activates a plan with no payment proof (for payments received outside the app). */
  async manualActivate(user: { id: string; phone_number: string }, plan: PlanType): Promise<ActivateResponse> {
    if (!this.isAdmin(user.phone_number))
      throw new AppError(403, 'admin_only', 'Manual activation is only for administrators. Please buy a plan on the Pricing page.');
    const p = await repo.insertPayment(this.d.db, { user_id: user.id, plan_type: plan, amount_paise: 0, kind: 'manual', status: 'created' });
    return this.activate(p.id, null);
  }

  private activate(paymentId: string, providerPaymentId: string | null): Promise<ActivateResponse> {
    return this.d.db.transaction().execute((trx) => this.activateIn(trx, paymentId, providerPaymentId));
  }

  /** One payment, one activation, however often it is replayed. */
  private async activateIn(trx: Executor, paymentId: string, providerPaymentId: string | null): Promise<ActivateResponse> {
    const now = this.d.clock();
    const paid = await repo.markPaid(trx, paymentId, providerPaymentId, now);
    if (!paid) {
      const p = await repo.findPayment(trx, paymentId);
      if (!p?.expiry_after) throw new AppError(409, 'payment_pending', 'Payment is being processed. Please retry.');
      return { planType: p.plan_type as PlanType, expiryDate: p.expiry_after.toISOString() };
    }
    const u = await repo.lockUser(trx, paid.user_id);
    const plan = paid.plan_type as PlanType;
    const expiry = extendExpiry(u.paid_until, plan, now);
    await repo.setUserPlan(trx, paid.user_id, plan, expiry, now);
    await repo.setPaymentExpiry(trx, paid.id, expiry);
    return { planType: plan, expiryDate: expiry.toISOString() };
  }
}
