import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttemptView } from '@shared/exam';
import { api } from '@web/lib/api';

/** An attempt as the server has it, with `receivedAt` (this page's clock) for the countdown. */
export type LoadedAttempt = AttemptView & { receivedAt: number };

export const stamp = (a: AttemptView): LoadedAttempt => ({ ...a, receivedAt: performance.now() });

/** GET /api/attempts/:id: everything to resume (questions, saved answers, the server's remaining seconds). */
export async function getAttempt(id: string, options?: { signal?: AbortSignal }): Promise<LoadedAttempt> {
  return stamp(await api.get<AttemptView>(`/api/attempts/${encodeURIComponent(id)}`, options));
}

export function getAttemptQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['exam', 'attempt', id] as const,
    queryFn: ({ signal }) => getAttempt(id, { signal }),
    // The exam screen owns its state once loaded: a background refetch would reset the clock and the answers.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // …and coming back to the page later reads the server again (answers saved since), never an old copy.
    gcTime: 0,
    retry: 1,
  });
}

export function useAttempt(id: string) {
  return useQuery(getAttemptQueryOptions(id));
}
