import { useEffect, useRef, useState } from 'react';
import type { EssayDraft } from '@shared/essay';
import { saveDraft, saveDraftOnLeave } from '../api/draft';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
const DEBOUNCE_MS = 800;

/**
 * Saves the draft on the server a moment after the candidate stops typing, and once more as the page goes away
 * (a reload, a closed tab, the phone switching apps), so nothing typed is lost. `dirty` is false for values that
 * came from the server (the loaded draft) or were just submitted.
 */
export function useDraftAutosave(draft: EssayDraft, dirty: boolean): SaveStatus {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latest = useRef({ draft, dirty });
  const saved = useRef<EssayDraft | null>(null);
  useEffect(() => {
    latest.current = { draft, dirty };
  });

  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => {
      setStatus('saving');
      saveDraft(draft).then(
        () => {
          saved.current = draft;
          setStatus('saved');
        },
        () => setStatus('failed'),
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, dirty]);

  useEffect(() => {
    const flush = () => {
      if (latest.current.dirty && latest.current.draft !== saved.current) saveDraftOnLeave(latest.current.draft);
    };
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, []);

  return status;
}
