import { useMutation } from '@tanstack/react-query';
import type { CheckoutResponse, PlanType } from '@shared/subscription';
import { api } from '@web/lib/api';

/** POST /api/subscription/checkout: a payment link for the plan, prefilled with the candidate's number. */
export function createCheckout(planType: PlanType): Promise<CheckoutResponse> {
  return api.post<CheckoutResponse>('/api/subscription/checkout', { planType });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
