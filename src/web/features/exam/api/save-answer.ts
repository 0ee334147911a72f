import type { SaveAnswerRequest } from '@shared/exam';
import { api } from '@web/lib/api';

/** PUT /api/attempts/:id/answers/:questionId: the whole state of one answer (idempotent). */
export async function saveAnswer(attemptId: string, questionId: string, body: SaveAnswerRequest): Promise<void> {
  await api.put(`/api/attempts/${encodeURIComponent(attemptId)}/answers/${encodeURIComponent(questionId)}`, body);
}
