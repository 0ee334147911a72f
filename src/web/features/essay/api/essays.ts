import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EssayDetail, EssayListResponse, EssaySubmitRequest } from '@shared/essay';
import { api } from '@web/lib/api';

const LIST = ['essay', 'list'] as const;
const detailKey = (id: string) => ['essay', 'detail', id] as const;

/** GET /api/essay: the candidate's 5 most recent essays. */
export const useEssays = () =>
  useQuery({ queryKey: LIST, queryFn: ({ signal }) => api.get<EssayListResponse>('/api/essay', { signal }).then((r) => r.essays) });

/** GET /api/essay/{id}: one of the candidate's essays with its evaluation and what changed since the last attempt. */
export const useEssay = (id: string | null) =>
  useQuery({
    queryKey: detailKey(id ?? ''),
    queryFn: ({ signal }) => api.get<EssayDetail>(`/api/essay/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });

/** POST /api/essay: the essay scored with the rubric; the list and the essay's own view are filled at once. */
export function useSubmitEssay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EssaySubmitRequest) => api.post<EssayDetail>('/api/essay', body),
    onSuccess: (essay) => {
      qc.setQueryData(detailKey(essay.id), essay);
      void qc.invalidateQueries({ queryKey: LIST });
    },
  });
}
