import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportedQuestion, ReportStatus } from '@shared/admin';
import { api } from '@web/lib/api';

const reportsKey = ['admin', 'reports'] as const;

/** GET /api/admin/reports?status=: reported questions with their reports (admins only; 403 otherwise). */
export function reportsQueryOptions(status: ReportStatus) {
  return queryOptions({
    queryKey: [...reportsKey, status] as const,
    queryFn: ({ signal }) => api.get<ReportedQuestion[]>(`/api/admin/reports?status=${status}`, { signal }),
    retry: false,
  });
}

export const useReports = (status: ReportStatus) => useQuery(reportsQueryOptions(status));

function useDeskMutation<V>(mutationFn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKey }) });
}

/** PATCH /api/admin/reports/:id: resolve, dismiss or reopen a report. */
export const useUpdateReport = () =>
  useDeskMutation(({ id, status }: { id: string; status: ReportStatus }) => api.patch(`/api/admin/reports/${id}`, { status }));

/** POST / DELETE /api/admin/questions/:id/retire: a retired question leaves future papers; past attempts keep it. */
export const useRetire = () =>
  useDeskMutation(({ questionId, reason }: { questionId: string; reason: string }) =>
    api.post(`/api/admin/questions/${encodeURIComponent(questionId)}/retire`, { reason }),
  );
export const useRestore = () => useDeskMutation((questionId: string) => api.delete(`/api/admin/questions/${encodeURIComponent(questionId)}/retire`));
