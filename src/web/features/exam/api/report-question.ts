import { useMutation } from '@tanstack/react-query';
import type { QuestionReportRequest } from '@shared/exam';
import { api } from '@web/lib/api';

/** POST /api/attempts/:id/questions/:questionId/report: stored for the content team. */
export function useReportQuestion(attemptId: string) {
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: string; body: QuestionReportRequest }) =>
      api.post<{ id: string; createdAt: string }>(
        `/api/attempts/${encodeURIComponent(attemptId)}/questions/${encodeURIComponent(questionId)}/report`,
        body,
      ),
  });
}
