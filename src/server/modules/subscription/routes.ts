import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  activateRequest,
  activateResponse,
  checkoutRequest,
  checkoutResponse,
  subscriptionStatus as statusSchema,
  type PlanType,
} from '@shared/subscription';
import type { Guards } from '@server/auth/guards';
import { AppError } from '@server/http/errors';
import type { ZodPlugin } from '@server/http/zod';
import type { PaymentService } from './payments';
import { testCheckoutPage } from './test-checkout-page';

export const WEBHOOK_PATH = '/api/subscription/razorpay/webhook';
const idParams = z.object({ id: z.uuid() });
const origin = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

/**
 * Plans and payments: the candidate's access (trial or paid), a checkout for a plan (a Razorpay payment link, or the
 * built-in test checkout outside production), activation from Razorpay's signed callback or webhook, and the
 * administrators' manual activation.
 */
export const subscriptionRoutes: ZodPlugin<{ guards: Guards; payments: PaymentService; publicUrl: string; isProduction: boolean }> = async (
  app,
  d,
) => {
  app.get('/api/subscription/status', { preHandler: d.guards.requireUser, schema: { response: { 200: statusSchema } } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { ...(await d.guards.status(req)), isAdmin: d.payments.isAdmin(req.user!.phone_number) };
  });

  app.post(
    '/api/subscription/activate',
    { preHandler: d.guards.requireUser, schema: { body: activateRequest, response: { 200: activateResponse } } },
    async (req) => {
      const body = req.body;
      const hasProof = body.razorpay_signature !== undefined || body.razorpay_payment_id !== undefined || body.razorpay_payment_link_id !== undefined;
      return hasProof ? d.payments.activateFromCallback(req.user!, body) : d.payments.manualActivate(req.user!, body.planType);
    },
  );

  app.post(
    '/api/subscription/checkout',
    { preHandler: d.guards.requireUser, schema: { body: checkoutRequest, response: { 200: checkoutResponse } } },
    async (req) => d.payments.checkout(req.user!, req.body.planType, d.isProduction ? d.publicUrl : origin(req)),
  );

  app.get('/api/subscription/test-checkout/:id', { schema: { params: idParams } }, async (req, reply) => {
    const p = await d.payments.findTestPayment((req.params as { id: string }).id);
    if (!p) throw new AppError(404, 'not_found', 'Unknown test payment.');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(testCheckoutPage({ id: p.id, plan: p.plan_type as PlanType, amountPaise: p.amount_paise, paid: p.status === 'paid' }));
  });

  // The test page's form posts urlencoded; the parser exists only inside this plugin.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, {}));
    scope.post('/api/subscription/test-checkout/:id/pay', { schema: { params: idParams } }, async (req, reply) =>
      reply.redirect(await d.payments.testPay((req.params as { id: string }).id), 303),
    );
  });

  // The webhook needs the raw bytes for its signature.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, async (req) => {
      const sig = req.headers['x-razorpay-signature'];
      const eventId = req.headers['x-razorpay-event-id'];
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const r = await d.payments.handleWebhook(raw, typeof sig === 'string' ? sig : undefined, typeof eventId === 'string' ? eventId : undefined);
      req.log.info({ webhook: r.status }, 'razorpay webhook');
      return { ok: true, status: r.status };
    });
  });
};
