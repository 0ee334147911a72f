import { useEffect } from 'react';
import type { ExamSession } from './use-exam-session';

/** Where typing means text, the shortcuts stay out of the way. */
const TEXT_ENTRY = 'textarea, select, input:not([type="radio"]):not([type="checkbox"]), [contenteditable="true"]';

/** The keyboard shortcut a key stands for on the exam screen (1–4 choose, N next, P previous, M mark), or null. */
export function shortcutFor(key: string): { choose: number } | 'next' | 'previous' | 'mark' | null {
  if (/^[1-4]$/.test(key)) return { choose: Number(key) - 1 };
  const k = key.toLowerCase();
  if (k === 'n') return 'next';
  if (k === 'p') return 'previous';
  if (k === 'm') return 'mark';
  return null;
}

export function useExamShortcuts(session: ExamSession, enabled: boolean): void {
  const { current, index, choose, goTo, toggleMark } = session;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (event.target instanceof Element && event.target.closest(TEXT_ENTRY)) return;
      const action = shortcutFor(event.key);
      if (!action || !current) return;
      event.preventDefault();
      if (action === 'next') goTo(index + 1);
      else if (action === 'previous') goTo(index - 1);
      else if (action === 'mark') toggleMark();
      else if (action.choose < current.options.en.length) choose(action.choose);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, current, index, choose, goTo, toggleMark]);
}
