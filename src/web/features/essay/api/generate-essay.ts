import { useMutation, useQuery } from '@tanstack/react-query';
import type { EssayGenerateRequest, EssayGenerateResponse, EssaySuggestion } from '@shared/essay';
import { api } from '@web/lib/api';

/** GET /api/essay/topics: the 8 suggested topics, in both languages. */
export const useEssayTopics = () =>
  useQuery({
    queryKey: ['essay', 'topics'] as const,
    queryFn: ({ signal }) => api.get<{ topics: EssaySuggestion[] }>('/api/essay/topics', { signal }).then((r) => r.topics),
    staleTime: Infinity,
  });

/** POST /api/essay/generate: a model outline or essay from the library. */
export const useGenerateEssay = () =>
  useMutation({ mutationFn: (body: EssayGenerateRequest) => api.post<EssayGenerateResponse>('/api/essay/generate', body) });
