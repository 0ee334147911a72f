import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttemptView, MockGenerateRequest } from '@shared/exam';
import type { ScanAnalytics, ScanAnalyzeRequest, ScanHistoryItem, ScanView } from '@shared/scanner';
import { api } from '@web/lib/api';

/** Spec 02 §7: the scanner's queries are fresh for 5 minutes, retried once, not refetched on window focus. */
const QUERY = { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false } as const;

export interface HistoryFilter {
  subject: string;
  difficulty: string;
}

export const useScanHistory = (f: HistoryFilter) =>
  useQuery({
    ...QUERY,
    queryKey: ['scanner', 'history', f],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const q = new URLSearchParams();
      if (f.subject) q.set('subject', f.subject);
      if (f.difficulty) q.set('difficulty', f.difficulty);
      return api.get<ScanHistoryItem[]>(`/api/scan-questions/history${q.size ? `?${q}` : ''}`, { signal });
    },
  });

export const useScanAnalytics = (language: 'english' | 'marathi') =>
  useQuery({
    ...QUERY,
    queryKey: ['scanner', 'analytics', language],
    queryFn: ({ signal }) => api.get<ScanAnalytics>(`/api/scan-questions/analytics?language=${language}`, { signal }),
  });

export const useScan = (id: string | null) =>
  useQuery({
    ...QUERY,
    queryKey: ['scanner', 'scan', id],
    enabled: !!id,
    queryFn: ({ signal }) => api.get<ScanView>(`/api/scan-questions/${id}`, { signal }),
  });

function useRefresh() {
  const qc = useQueryClient();
  return (v?: ScanView) => {
    if (v) qc.setQueryData(['scanner', 'scan', v.id], v);
    void qc.invalidateQueries({ queryKey: ['scanner', 'history'] });
    void qc.invalidateQueries({ queryKey: ['scanner', 'analytics'] });
  };
}

export const useAnalyze = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ScanAnalyzeRequest) => api.post<ScanView>('/api/scan-questions/analyze', body),
    onSuccess: (v) => refresh(v),
  });
};

export const useAttempt = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, choice }: { id: string; choice: number | null }) => api.post<ScanView>(`/api/scan-questions/${id}/attempt`, { choice }),
    onSuccess: (v) => refresh(v),
  });
};

export const useBookmark = () => {
  const qc = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.put<{ id: string; isBookmarked: boolean }>(`/api/scan-questions/${id}/bookmark`),
    onSuccess: (r) => {
      qc.setQueryData<ScanView>(['scanner', 'scan', r.id], (v) => (v ? { ...v, isBookmarked: r.isBookmarked } : v));
      refresh();
    },
  });
};

/** A mock test on some topics: the exam engine's own endpoint (POST /api/mock-test/generate), then its attempt page. */
export const useTopicMock = () => useMutation({ mutationFn: (body: MockGenerateRequest) => api.post<AttemptView>('/api/mock-test/generate', body) });
