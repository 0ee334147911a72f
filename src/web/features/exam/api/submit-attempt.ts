import type { AttemptKind, ExamResult } from '@shared/exam';
import { api } from '@web/lib/api';

/**
 * Submits: the daily paper through POST /api/daily-exam/submit (spec), a mock through POST /api/attempts/:id/submit.
 * The server scores from what it saved; a second submit answers the same result.
 */
export function submitAttempt(id: string, kind: AttemptKind): Promise<ExamResult> {
  if (kind === 'daily') return api.post<ExamResult>('/api/daily-exam/submit', { attemptId: id });
  return api.post<ExamResult>(`/api/attempts/${encodeURIComponent(id)}/submit`, {});
}
