import { useQuery } from '@tanstack/react-query';
import type { EssayDraft, EssayDraftResponse } from '@shared/essay';
import { api } from '@web/lib/api';

export const DRAFT_PATH = '/api/essay/draft';

/** GET /api/essay/draft: the essay the candidate was writing, as last saved. */
export const useEssayDraft = () =>
  useQuery({
    queryKey: ['essay', 'draft'] as const,
    queryFn: ({ signal }) => api.get<EssayDraftResponse>(DRAFT_PATH, { signal }).then((r) => r.draft),
    staleTime: Infinity,
    gcTime: 0,
  });

/** PUT /api/essay/draft. */
export const saveDraft = (draft: EssayDraft) => api.put<{ updatedAt: string }>(DRAFT_PATH, draft);

/** The last keystrokes as the page goes away: a request the browser finishes after the page is gone. */
export function saveDraftOnLeave(draft: EssayDraft): void {
  try {
    void fetch(DRAFT_PATH, {
      method: 'PUT',
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(draft),
    }).catch(() => undefined);
  } catch {
    // a draft over the keepalive limit (64 KB) was saved by the autosave a moment before
  }
}
