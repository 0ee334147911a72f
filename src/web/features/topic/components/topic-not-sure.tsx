import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AiSource } from '@shared/ai';
import { Alert } from '@web/components/ui/alert';

/** A note's topic page (/topic/:subject/:topic with the query the page reads). */
export function topicPageHref(title: string, subject: string): string {
  const q = new URLSearchParams({ topic: title, subject });
  return `/topic/${encodeURIComponent(subject)}/${encodeURIComponent(title)}?${q.toString()}`;
}

/**
 * The explorer is not sure its best match is the topic asked for ("Article 21" must not become "Elections" because a
 * note says "age 21"): it explains nothing and links the closest notes instead.
 */
export function TopicNotSure({ topic, sources }: { topic: string; sources: readonly AiSource[] }) {
  const { t } = useTranslation('topic');
  const notes = sources.filter((s) => s.kind === 'note' && s.subject).slice(0, 3);
  return (
    <Alert
      tone="warning"
      title={t('result.notSureTitle', { topic })}
      icon={<CircleHelp aria-hidden="true" className="size-5" />}
      data-testid="topic-not-sure"
    >
      <p>{t(notes.length ? 'result.notSureBody' : 'result.notFoundBody')}</p>
      {notes.length > 0 && (
        <ul className="mt-2 space-y-1" aria-label={t('result.closestNotes')}>
          {notes.map((s) => (
            <li key={s.id}>
              <Link
                to={topicPageHref(s.title, s.subject!)}
                className="font-semibold break-words text-indigo-800 underline underline-offset-2 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
