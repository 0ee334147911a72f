import type { SubscriptionStatus } from '@shared/subscription';
import { PLANS, planType as planTypeSchema, type PlanType } from '@shared/subscription';
import { DAY_MS } from '../clock';

export interface AccessFacts {
  trial_started_at: Date;
  paid_until: Date | null;
  plan_type: string | null;
}

/** Trial and paid access, computed on the server from stored facts and the clock. */
export function subscriptionStatus(u: AccessFacts, trialDays: number, now: Date): SubscriptionStatus {
  const trialEnd = new Date(u.trial_started_at.getTime() + trialDays * DAY_MS);
  const isPaid = !!u.paid_until && u.paid_until > now;
  const isTrial = !isPaid && now < trialEnd;
  const trialDaysLeft = isTrial ? Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS) : 0;
  const parsedPlan = planTypeSchema.safeParse(u.plan_type);
  return {
    hasAccess: isPaid || isTrial,
    isTrial,
    isPaid,
    trialDaysLeft,
    planType: isPaid && parsedPlan.success ? parsedPlan.data : null,
    expiresAt: (isPaid ? u.paid_until! : trialEnd).toISOString(),
  };
}

/** New expiry = the later of now and the current expiry, plus the plan's days. */
export function extendExpiry(current: Date | null, plan: PlanType, now: Date): Date {
  const from = current && current > now ? current : now;
  return new Date(from.getTime() + PLANS[plan].days * DAY_MS);
}
