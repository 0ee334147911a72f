import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttemptReview } from '@shared/exam';
import { api } from '@web/lib/api';

/** GET /api/attempts/:id/review: after submission, every question with its answer, explanation, source and cohort figures. */
export function getReviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['exam', 'review', id] as const,
    queryFn: ({ signal }) => api.get<AttemptReview>(`/api/attempts/${encodeURIComponent(id)}/review`, { signal }),
    retry: 1,
  });
}

export function useReview(id: string, enabled: boolean) {
  return useQuery({ ...getReviewQueryOptions(id), enabled });
}
