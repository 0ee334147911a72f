import { useMutation } from '@tanstack/react-query';
import type { ExplainRequest, ExplainResponse } from '@shared/topic';
import { api } from '@web/lib/api';

/** POST /api/topic/explain: summary, explanation, questions, facts, current affairs, flashcards, sources. */
export function explainTopic(body: ExplainRequest): Promise<ExplainResponse> {
  return api.post<ExplainResponse>('/api/topic/explain', body);
}

export function useExplainTopic() {
  return useMutation({ mutationFn: explainTopic });
}
