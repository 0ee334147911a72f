import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookmarkDto, CoverageDto } from '@shared/syllabus';
import { api } from '@web/lib/api';

const BOOKMARKS = ['syllabus', 'bookmarks'] as const;
const COVERAGE = ['syllabus', 'coverage'] as const;

/** GET /api/bookmarks: the signed-in candidate's own shelf. */
export const useBookmarks = () => useQuery({ queryKey: BOOKMARKS, queryFn: ({ signal }) => api.get<BookmarkDto[]>('/api/bookmarks', { signal }) });

function useShelfMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: BOOKMARKS }) });
}

/** POST /api/bookmarks {bookId}: once per book (the server answers the existing bookmark the second time). */
export const useAddBookmark = () => useShelfMutation((bookId: string) => api.post<BookmarkDto>('/api/bookmarks', { bookId }));
export const useRemoveBookmark = () => useShelfMutation((id: string) => api.delete<void>(`/api/bookmarks/${id}`));
/** PATCH /api/bookmarks/{id} {isRead} */
export const useSetRead = () =>
  useShelfMutation(({ id, isRead }: { id: string; isRead: boolean }) => api.patch<BookmarkDto>(`/api/bookmarks/${id}`, { isRead }));

/** GET /api/syllabus/coverage, fetched again on every visit: the topic page ticks topics too. */
export const useCoverage = () =>
  useQuery({ queryKey: COVERAGE, refetchOnMount: 'always', queryFn: ({ signal }) => api.get<CoverageDto>('/api/syllabus/coverage', { signal }) });

/** PUT/DELETE /api/syllabus/coverage/{topicId}: the answer is the new coverage. */
export function useSetStudied() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ topicId, studied }: { topicId: string; studied: boolean }) =>
      studied
        ? api.put<CoverageDto>(`/api/syllabus/coverage/${encodeURIComponent(topicId)}`, { source: 'manual' })
        : api.delete<CoverageDto>(`/api/syllabus/coverage/${encodeURIComponent(topicId)}`),
    // The tick shows at once; the server's answer (or a refetch after a failure) then replaces the guess.
    // A load still in flight would bring back the old ticks over the new one: it is cancelled first.
    onMutate: async ({ topicId, studied }) => {
      await qc.cancelQueries({ queryKey: COVERAGE });
      qc.setQueryData<CoverageDto>(COVERAGE, (c) => {
        if (!c) return c;
        const topics = c.topics.filter((x) => x.topicId !== topicId);
        if (studied) topics.push({ topicId, source: 'manual' });
        return { ...c, topics };
      });
    },
    onSuccess: (c) => qc.setQueryData(COVERAGE, c),
    onError: () => qc.invalidateQueries({ queryKey: COVERAGE }),
  });
}
