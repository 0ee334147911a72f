import { PLAN_TYPES, type PlanType } from '@shared/constants';

/** Spec 01 §4: the plan being paid for waits in browser storage while the payment tab is open. */
export const PENDING_PLAN_KEY = 'mpsc-pending-plan';

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === 'string' && (PLAN_TYPES as readonly string[]).includes(value);
}

// Storage can throw (private mode, cookies off): the plan then travels only in the return URL.
export function storePendingPlan(plan: PlanType): void {
  try {
    localStorage.setItem(PENDING_PLAN_KEY, plan);
  } catch {
    /* see above */
  }
}

export function readPendingPlan(): PlanType | null {
  try {
    const stored = localStorage.getItem(PENDING_PLAN_KEY);
    return isPlanType(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function clearPendingPlan(): void {
  try {
    localStorage.removeItem(PENDING_PLAN_KEY);
  } catch {
    /* see above */
  }
}
