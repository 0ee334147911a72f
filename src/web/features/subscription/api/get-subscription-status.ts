import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@shared/subscription';
import { api, ApiError } from '@web/lib/api';

export function getSubscriptionStatus(options?: { signal?: AbortSignal }): Promise<SubscriptionStatus> {
  return api.get<SubscriptionStatus>('/api/subscription/status', options);
}

/** Spec 01 §7: fresh for 5 minutes, refetched on window focus, retried twice, but never after a 401. */
export function getSubscriptionStatusQueryOptions() {
  return queryOptions({
    queryKey: ['subscription', 'status'] as const,
    queryFn: ({ signal }) => getSubscriptionStatus({ signal }),
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: true,
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 401) && failureCount < 2,
  });
}

export function useSubscriptionStatus() {
  return useQuery(getSubscriptionStatusQueryOptions());
}
