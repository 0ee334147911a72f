import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@shared/auth';
import type { DashboardDto } from '@shared/dashboard';
import type { MicroPlanRequest, MicroPlanResponse } from '@shared/study-plan';
import { api } from '@web/lib/api';

const DASHBOARD = ['dashboard'] as const;

/** GET /api/dashboard: the candidate's home, from stored data only. */
export const useDashboard = () =>
  useQuery({ queryKey: DASHBOARD, refetchOnMount: 'always', queryFn: ({ signal }) => api.get<DashboardDto>('/api/dashboard', { signal }) });

/** PATCH /api/profile {examDate}: the exam date lives on the profile. */
export function useSetExamDate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (examDate: string | null) => api.patch<UserDto>('/api/profile', { examDate }),
    onSuccess: () => qc.invalidateQueries({ queryKey: DASHBOARD }),
  });
}

/** POST /api/study-plan/micro: today's AI plan (a two-hour session for one subject); Regenerate asks again. */
export const useDailyAiPlan = () =>
  useMutation({ mutationFn: (body: MicroPlanRequest) => api.post<MicroPlanResponse>('/api/study-plan/micro', body) });
