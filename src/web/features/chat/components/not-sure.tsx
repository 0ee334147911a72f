import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AiSource } from '@shared/ai';
import type { ChatDoubt } from '@shared/chat';

/** A note's topic page: /topic/:subject/:topic with the query the page reads. */
export function notePageHref(source: Pick<AiSource, 'title' | 'subject'>): string {
  const subject = source.subject ?? '';
  const q = new URLSearchParams({ topic: source.title, subject });
  return `/topic/${encodeURIComponent(subject)}/${encodeURIComponent(source.title)}?${q.toString()}`;
}

/** What the not-sure state says, by why the question is not answered. */
const TEXT = {
  unsure: { title: 'notSure.title', body: 'notSure.body', bodyNoNotes: 'notSure.bodyNoNotes' },
  'not-facts': { title: 'notSure.notFactsTitle', body: 'notSure.notFactsBody', bodyNoNotes: 'notSure.notFactsBodyNoNotes' },
  'not-dated': { title: 'notSure.notDatedTitle', body: 'notSure.notDatedBody', bodyNoNotes: 'notSure.notDatedBodyNoNotes' },
} as const;

/**
 * The tutor is not sure the library answers the question: it says so instead of answering, and offers the closest
 * notes as links to their topic pages. Shown in place of an answer, never beside one. An opinion or a forecast
 * (`doubt: 'not-facts'`) is said to be one, and so is the news of a day (`'not-dated'`): the library may well hold the
 * subject, just not an answer to that.
 */
export function NotSure({ sources, doubt }: { sources: readonly AiSource[]; doubt?: ChatDoubt }) {
  const { t } = useTranslation('chat');
  const text = TEXT[doubt ?? 'unsure'];
  const notes = sources.filter((s) => s.kind === 'note' && s.subject).slice(0, 3);
  return (
    <div className="space-y-2" data-testid="chat-not-sure">
      <p className="flex gap-2 font-semibold text-amber-900">
        <CircleHelp aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t(text.title)}</span>
      </p>
      <p className="text-[0.9375rem]">{t(notes.length ? text.body : text.bodyNoNotes)}</p>
      {notes.length > 0 && (
        <ul className="space-y-1" aria-label={t('notSure.closest')}>
          {notes.map((s) => (
            <li key={s.id}>
              <Link
                to={notePageHref(s)}
                className="font-semibold break-words text-indigo-800 underline underline-offset-2 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
