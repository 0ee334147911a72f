import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NinetyDayRequest, StudyPlanResponse } from '@shared/study-plan';
import { api } from '@web/lib/api';
import { getCurrentPlanQueryOptions } from './get-current-plan';

/** POST /api/study-plan/generate-90-day: a new plan up to the exam date; it becomes the current one. */
export function generateNinetyDayPlan(body: NinetyDayRequest): Promise<StudyPlanResponse> {
  return api.post<StudyPlanResponse>('/api/study-plan/generate-90-day', body);
}

export function useGenerateNinetyDayPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateNinetyDayPlan,
    onSuccess: ({ plan }) => queryClient.setQueryData(getCurrentPlanQueryOptions().queryKey, { plan }),
  });
}
