import type { ZodPlugin } from '../../http/zod';
import { activateRequest, activateResponse, subscriptionStatus as statusSchema } from '../../../shared/subscription';
import type { Guards } from '../../auth/guards';
import type { PaymentService } from '../payments/service';

export const subscriptionRoutes: ZodPlugin<{ guards: Guards; payments: PaymentService }> = async (app, d) => {
  app.get('/api/subscription/status', { preHandler: d.guards.requireUser, schema: { response: { 200: statusSchema } } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return d.guards.status(req);
  });

  app.post('/api/subscription/activate', { preHandler: d.guards.requireUser, schema: { body: activateRequest, response: { 200: activateResponse } } }, async (req) => {
    const body = req.body;
    const hasProof = body.razorpay_signature !== undefined || body.razorpay_payment_id !== undefined || body.razorpay_payment_link_id !== undefined;
    return hasProof ? d.payments.activateFromCallback(req.user!, body) : d.payments.manualActivate(req.user!, body.planType);
  });
};
