import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditableQuestion, QuestionEditRequest, QuestionEditResponse, QuestionSearchResult } from '@shared/admin';
import { api } from '@web/lib/api';

const questionsKey = ['admin', 'questions'] as const;
const path = (id: string) => `/api/admin/questions/${encodeURIComponent(id)}`;

/** GET /api/admin/questions?q=: questions by id or words of their text (retired ones too). */
export function questionSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...questionsKey, 'search', q] as const,
    queryFn: ({ signal }) => api.get<QuestionSearchResult[]>(`/api/admin/questions?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.trim().length >= 2,
    retry: false,
  });
}
export const useQuestionSearch = (q: string) => useQuery(questionSearchQueryOptions(q));

/** GET /api/admin/questions/:id: the question as it stands, its version and history (seconds: the server reads content/). */
export function questionQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...questionsKey, 'one', id] as const,
    queryFn: ({ signal }) => api.get<EditableQuestion>(path(id), { signal }),
    retry: false,
    staleTime: Infinity,
  });
}
export const useQuestion = (id: string) => useQuery(questionQueryOptions(id));

/** PUT /api/admin/questions/:id: checked against the whole bank; 400 lists every field's problem, 409 if changed since. */
export function useSaveQuestion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionEditRequest) => api.put<QuestionEditResponse>(path(id), body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: questionsKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] });
    },
  });
}
