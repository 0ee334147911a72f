import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardResponse, DueResponse, ReviewSettingsDto, StatsResponse } from '@shared/flashcards';
import { api } from '@web/lib/api';

export const DUE = ['flashcards', 'due'] as const;
export const STATS = ['flashcards', 'stats'] as const;

/**
 * GET /api/reviews/due: today's queue. Loaded once per session and kept (no refetch on focus), so a review session
 * carries on offline; ratings go through the local queue (lib/rating-queue.ts).
 */
export const useDue = () =>
  useQuery({
    queryKey: DUE,
    queryFn: ({ signal }) => api.get<DueResponse>('/api/reviews/due', { signal }),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

/** GET /api/reviews/stats */
export const useStats = () => useQuery({ queryKey: STATS, queryFn: ({ signal }) => api.get<StatsResponse>('/api/reviews/stats', { signal }) });

/** POST /api/reviews/undo: takes back the last rating the server has. */
export function useUndoOnServer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CardResponse>('/api/reviews/undo'),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['flashcards'] }),
  });
}

/** PUT /api/reviews/settings */
export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<ReviewSettingsDto>) => api.put<ReviewSettingsDto>('/api/reviews/settings', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['flashcards'] }),
  });
}
