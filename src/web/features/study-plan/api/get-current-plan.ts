import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentPlanResponse } from '@shared/study-plan';
import { api } from '@web/lib/api';

/** GET /api/study-plan/current: the candidate's latest 90-day plan, or `{plan: null}`. */
export function getCurrentPlan(options?: { signal?: AbortSignal }): Promise<CurrentPlanResponse> {
  return api.get<CurrentPlanResponse>('/api/study-plan/current', options);
}

export function getCurrentPlanQueryOptions() {
  return queryOptions({ queryKey: ['study-plan', 'ninety-day', 'current'] as const, queryFn: ({ signal }) => getCurrentPlan({ signal }) });
}

export function useCurrentPlan() {
  return useQuery(getCurrentPlanQueryOptions());
}
