import { razorpayCallback, type PlanType, type RazorpayCallback } from '@shared/subscription';
import { isPlanType } from './pending-plan';

/** What /pricing's query string says about a payment the candidate is coming back from. */
export type PaymentReturn =
  | { kind: 'none' }
  /** A signed callback: the server can check it and activate the plan. */
  | { kind: 'callback'; planType: PlanType; callback: RazorpayCallback }
  /** The payment link reports the payment was not made (cancelled, expired). */
  | { kind: 'not-paid' }
  /**
   * payment=success with nothing the server could verify: never treated as paid. The webhook may
   * have activated the plan already, so the status is checked instead.
   */
  | { kind: 'unconfirmed' };

export function readPaymentReturn(params: URLSearchParams, pendingPlan: PlanType | null): PaymentReturn {
  if (params.get('payment') !== 'success') return { kind: 'none' };
  const callback = razorpayCallback.safeParse(Object.fromEntries(params));
  const plan = params.get('plan');
  const planType = isPlanType(plan) ? plan : pendingPlan;
  if (!callback.success || !planType) return { kind: 'unconfirmed' };
  if (callback.data.razorpay_payment_link_status !== 'paid') return { kind: 'not-paid' };
  return { kind: 'callback', planType, callback: callback.data };
}
