import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FlashcardDto } from '@shared/flashcards';
import { Alert } from '@web/components/ui/alert';
import { localDigits } from '@web/lib/digits';

/** The topic's note page, as the topic explorer links it: /topic/:subject/:topic?topic=&subject=&topicId=. */
export function topicNoteHref(card: Pick<FlashcardDto, 'subjectId' | 'topicTitle' | 'topicId'>): string | null {
  if (!card.subjectId || !card.topicTitle || !card.topicId) return null;
  const q = new URLSearchParams({ topic: card.topicTitle, subject: card.subjectId, topicId: card.topicId });
  return `/topic/${encodeURIComponent(card.subjectId)}/${encodeURIComponent(card.topicTitle)}?${q.toString()}`;
}

/** A card forgotten 8 times: reading the topic again or asking the tutor helps more than another review. */
export function LeechNotice({ card }: { card: FlashcardDto }) {
  const { t } = useTranslation('flashcards');
  const href = topicNoteHref(card);
  // the tutor is the chat on every signed-in page (features/chat); its button is opened, not imported
  const openTutor = () => document.querySelector<HTMLButtonElement>('[data-testid="chat-button"]')?.click();
  return (
    <Alert tone="warning" title={t('leech.title')} data-testid="leech">
      <p>{t('leech.body', { n: localDigits(card.lapses) })}</p>
      <div className="mt-2 flex flex-wrap gap-3">
        {href && (
          <Link to={href} className="font-semibold text-indigo-800 underline">
            {t('leech.note', { topic: card.topicTitle })}
          </Link>
        )}
        <button type="button" onClick={openTutor} className="font-semibold text-indigo-800 underline">
          {t('leech.tutor')}
        </button>
      </div>
    </Alert>
  );
}
