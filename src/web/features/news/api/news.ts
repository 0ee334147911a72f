import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { NewsMarathiResponse, NewsReviewResponse, NewsTodayQuery, NewsTodayResponse, SummarizeRequest, SummarizeResponse } from '@shared/news';
import { ApiError, api } from '@web/lib/api';

const query = (q: NewsTodayQuery) => {
  const s = new URLSearchParams(Object.entries(q).filter(([, v]) => v) as [string, string][]).toString();
  return s ? `?${s}` : '';
};

/** GET /api/news/today (spec §7: retried up to 3 times, not on a 401). */
export const useNewsToday = (q: NewsTodayQuery) =>
  useQuery({
    queryKey: ['news', 'today', q] as const,
    queryFn: ({ signal }) => api.get<NewsTodayResponse>(`/api/news/today${query(q)}`, { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
    placeholderData: keepPreviousData,
  });

/** POST /api/news/items/:id/review: the item's recall cards into the candidate's review queue. */
export const useAddToReview = () =>
  useMutation({
    mutationFn: ({ id, language }: { id: string; language: 'en' | 'mr' }) =>
      api.post<NewsReviewResponse>(`/api/news/items/${encodeURIComponent(id)}/review`, { language }),
  });

/** POST /api/news/items/:id/marathi-summary: a configured model's Marathi summary of an English-only item. */
export const useMarathiSummary = () =>
  useMutation({ mutationFn: (id: string) => api.post<NewsMarathiResponse>(`/api/news/items/${encodeURIComponent(id)}/marathi-summary`) });

/** POST /api/current-affairs/summarize */
export const useSummarize = () =>
  useMutation({ mutationFn: (body: SummarizeRequest) => api.post<SummarizeResponse>('/api/current-affairs/summarize', body) });

/** The monthly compilation's address (a plain link: the session cookie goes with it). */
export const monthPdfUrl = (month: string, language: 'english' | 'marathi') => `/api/news/month/${month}/pdf?language=${language}`;
