import { z } from 'zod';
import { PLAN_TYPES, PLANS, type Plan, type PlanType } from './constants';

export { PLAN_TYPES, PLANS, type Plan, type PlanType };
export const planType = z.enum(PLAN_TYPES);

export const DEFAULT_TRIAL_DAYS = 7;
/** The yellow banner shows when 1 to 3 trial days remain. */
export const TRIAL_BANNER_MAX_DAYS = 3;

/** GET /api/subscription/status */
export const subscriptionStatus = z.object({
  hasAccess: z.boolean(),
  isTrial: z.boolean(),
  isPaid: z.boolean(),
  trialDaysLeft: z.number().int().min(0),
  planType: planType.nullable(),
  /** ISO time access ends (trial end or paid expiry), null when it already ended long ago is not possible: always set */
  expiresAt: z.string().nullable(),
  /** The caller may activate a plan without payment (ADMIN_PHONES): /subscription-test shows its form only then. */
  isAdmin: z.boolean().optional(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** POST /api/subscription/checkout */
export const checkoutRequest = z.object({ planType }).strict();
export const checkoutResponse = z.object({ paymentId: z.string(), planType, amount: z.number().int(), url: z.url() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/** Razorpay's payment-link callback parameters, as they arrive on /pricing's query string. */
export const razorpayCallback = z.object({
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_payment_link_id: z.string().min(1).max(64),
  razorpay_payment_link_reference_id: z.string().max(64),
  razorpay_payment_link_status: z.string().min(1).max(32),
  razorpay_signature: z.string().min(1).max(128),
});
export type RazorpayCallback = z.infer<typeof razorpayCallback>;

/**
 * POST /api/subscription/activate — with Razorpay's callback parameters (everyone), or with only
 * `planType` (manual activation: admins only; others get 403).
 */
export const activateRequest = z.object({ planType }).extend(razorpayCallback.partial().shape).strict();
export type ActivateRequest = z.infer<typeof activateRequest>;
export const activateResponse = z.object({ planType, expiryDate: z.string() });
export type ActivateResponse = z.infer<typeof activateResponse>;
