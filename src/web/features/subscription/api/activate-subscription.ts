import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivateRequest, ActivateResponse } from '@shared/subscription';
import { api } from '@web/lib/api';
import { getSubscriptionStatusQueryOptions } from './get-subscription-status';

/**
 * POST /api/subscription/activate: with Razorpay's callback parameters after a payment, or with only
 * the plan (manual activation, which the server allows for admins only).
 */
export function activateSubscription(body: ActivateRequest): Promise<ActivateResponse> {
  return api.post<ActivateResponse>('/api/subscription/activate', body);
}

export function useActivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSubscriptionStatusQueryOptions().queryKey }),
  });
}
