import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AttemptView, DailyGenerateRequest } from '@shared/exam';
import { api } from '@web/lib/api';
import { stamp } from './get-attempt';

export interface DailyCheck {
  day: string;
  hasExamToday: boolean;
  attempt: AttemptView | null;
}

/** GET /api/daily-exam/check: today's (Asia/Kolkata) attempt, if any. Needs a paid plan (402 otherwise). */
export function getDailyCheckQueryOptions() {
  return queryOptions({
    queryKey: ['exam', 'daily-check'] as const,
    queryFn: ({ signal }) => api.get<DailyCheck>('/api/daily-exam/check', { signal }),
    retry: false,
  });
}
export const useDailyCheck = (enabled: boolean) => useQuery({ ...getDailyCheckQueryOptions(), enabled });

/** POST /api/daily-exam/generate: today's paper (the same attempt on a second call the same day). */
export function useGenerateDaily() {
  return useMutation({
    mutationFn: async (body: DailyGenerateRequest) => stamp(await api.post<AttemptView>('/api/daily-exam/generate', body)),
  });
}
