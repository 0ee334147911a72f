import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanProgressDto, TwelveMonthPlanResponse } from '@shared/twelve-month-plan';
import { api } from '@web/lib/api';

const PROGRESS = ['twelve-month-plan', 'progress'] as const;

/** GET /api/twelve-month-plan: the static plan in both languages. */
export const usePlan = () =>
  useQuery({
    queryKey: ['twelve-month-plan', 'plan'] as const,
    queryFn: ({ signal }) => api.get<TwelveMonthPlanResponse>('/api/twelve-month-plan', { signal }),
    staleTime: Infinity,
  });

/** GET /api/twelve-month-plan/progress: the candidate's start month, months done and days to the exam. */
export const useProgress = () =>
  useQuery({ queryKey: PROGRESS, queryFn: ({ signal }) => api.get<PlanProgressDto>('/api/twelve-month-plan/progress', { signal }) });

/** PUT /api/twelve-month-plan/progress {startMonth} */
export function useSetStartMonth() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (startMonth: string | null) => api.put<PlanProgressDto>('/api/twelve-month-plan/progress', { startMonth }),
    onSuccess: (p) => qc.setQueryData(PROGRESS, p),
  });
}
