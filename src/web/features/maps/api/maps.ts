import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnalyticsDto,
  HotspotDto,
  LocateAttemptRequest,
  LocateAttemptResult,
  LocateQuizDto,
  MapBookmarkDto,
  MapCategoryDto,
  MapLayerDto,
  MapQuizDto,
  ProgressDto,
  QuizAttemptRequest,
  QuizAttemptResult,
} from '@shared/maps';
import { api } from '@web/lib/api';

/** Spec 02 §7: no refetch on window focus, one retry, fresh for 5 minutes (the map's content changes with a seed only). */
const CONTENT = { refetchOnWindowFocus: false, retry: 1, staleTime: 5 * 60_000 } as const;
const PROGRESS = ['maps', 'progress'] as const;
const ANALYTICS = ['maps', 'analytics'] as const;
const BOOKMARKS = ['maps', 'bookmarks'] as const;
const q = (id?: string) => (id ? `?layerId=${encodeURIComponent(id)}` : '');

export const useCategories = () =>
  useQuery({ ...CONTENT, queryKey: ['maps', 'categories'], queryFn: ({ signal }) => api.get<MapCategoryDto[]>('/api/maps/categories', { signal }) });
/** Every layer (premium ones flagged, `locked` without a paid plan); the page filters by category itself. */
export const useLayers = () =>
  useQuery({ ...CONTENT, queryKey: ['maps', 'layers'], queryFn: ({ signal }) => api.get<MapLayerDto[]>('/api/maps/layers', { signal }) });
/** Every hotspot of the layers open to the candidate: the search and the map's markers. */
export const useHotspots = () =>
  useQuery({ ...CONTENT, queryKey: ['maps', 'hotspots'], queryFn: ({ signal }) => api.get<HotspotDto[]>('/api/maps/hotspots', { signal }) });
export const useQuizzes = (layerId?: string) =>
  useQuery({
    ...CONTENT,
    queryKey: ['maps', 'quizzes', layerId ?? ''],
    queryFn: ({ signal }) => api.get<MapQuizDto[]>(`/api/maps/quizzes${q(layerId)}`, { signal }),
  });
export const useLocateQuizzes = (layerId?: string) =>
  useQuery({
    ...CONTENT,
    queryKey: ['maps', 'locate-quizzes', layerId ?? ''],
    queryFn: ({ signal }) => api.get<LocateQuizDto[]>(`/api/maps/locate-quizzes${q(layerId)}`, { signal }),
  });

export const useProgress = () => useQuery({ queryKey: PROGRESS, queryFn: ({ signal }) => api.get<ProgressDto>('/api/maps/progress', { signal }) });
export const useAnalytics = () =>
  useQuery({ queryKey: ANALYTICS, queryFn: ({ signal }) => api.get<AnalyticsDto>('/api/maps/analytics', { signal }) });

function useRefreshProgress() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: PROGRESS }), qc.invalidateQueries({ queryKey: ANALYTICS })]);
}

/** POST /api/maps/progress {layerId, hotspotId, progressType: 'viewed'}: the answer is the new progress. */
export function useMarkViewed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { layerId: string; hotspotId: string }) => api.post<ProgressDto>('/api/maps/progress', { ...v, progressType: 'viewed' }),
    onSuccess: (p) => {
      qc.setQueryData(PROGRESS, p);
      void qc.invalidateQueries({ queryKey: ANALYTICS });
    },
  });
}

/** POST /api/maps/quiz-attempt: the server decides whether it was right and the points. */
export function useQuizAttempt() {
  const refresh = useRefreshProgress();
  return useMutation({
    mutationFn: (body: QuizAttemptRequest) => api.post<QuizAttemptResult>('/api/maps/quiz-attempt', body),
    onSuccess: () => refresh(),
  });
}

export function useLocateAttempt() {
  const refresh = useRefreshProgress();
  return useMutation({
    mutationFn: (body: LocateAttemptRequest) => api.post<LocateAttemptResult>('/api/maps/locate-attempt', body),
    onSuccess: () => refresh(),
  });
}

export const useBookmarks = () =>
  useQuery({ queryKey: BOOKMARKS, queryFn: ({ signal }) => api.get<MapBookmarkDto[]>('/api/maps/bookmarks', { signal }) });

export function useAddBookmark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (target: { hotspotId: string } | { layerId: string }) => api.post<MapBookmarkDto>('/api/maps/bookmarks', target),
    onSettled: () => qc.invalidateQueries({ queryKey: BOOKMARKS }),
  });
}

export function useRemoveBookmark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/maps/bookmarks/${id}`),
    onSettled: () => qc.invalidateQueries({ queryKey: BOOKMARKS }),
  });
}
