import { useId, useState } from 'react';
import { ChevronLeft, ChevronRight, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TopicContent } from '@shared/topic';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

type Flashcard = TopicContent['flashcards'][number];
/** The explorer labels the sides front/back; the topic detail page labels them question/answer. */
type DeckLabels = 'frontBack' | 'questionAnswer';

/** One card at a time: the front until flipped; moving to another card shows its front again. */
export function FlashcardDeck({ cards, labels = 'frontBack' }: { cards: readonly Flashcard[]; labels?: DeckLabels }) {
  const { t } = useTranslation('topic');
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const hintId = useId();
  const card = cards[Math.min(index, cards.length - 1)];
  if (!card) return <p className="text-slate-600">{t('flashcards.none')}</p>;

  const move = (to: number) => {
    setIndex(to);
    setFlipped(false);
  };
  const side = flipped
    ? labels === 'frontBack'
      ? t('flashcards.back')
      : t('flashcards.answer')
    : labels === 'frontBack'
      ? t('flashcards.front')
      : t('flashcards.question');

  return (
    <div className="space-y-3" data-testid="flashcard-deck">
      <button
        type="button"
        onClick={() => setFlipped((value) => !value)}
        aria-describedby={hintId}
        data-testid="flashcard"
        data-side={flipped ? 'back' : 'front'}
        className={cn(
          'flex min-h-48 w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 p-6 text-center transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          flipped ? 'border-green-300 bg-green-50' : 'border-indigo-200 bg-indigo-50',
        )}
      >
        {/* Named by what it shows ("Question: …"), so a screen reader reads the card, not only its side. */}
        <span className={cn('text-xs font-semibold tracking-wide uppercase', flipped ? 'text-green-800' : 'text-indigo-800')}>
          {side}
          <span className="sr-only">:</span>
        </span>{' '}
        <span className="text-lg font-semibold break-words text-slate-900" data-testid="flashcard-text">
          {flipped ? card.back : card.front}
        </span>
      </button>
      <div className="flex items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => move(index - 1)} disabled={index === 0} aria-label={t('flashcards.previous')}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="hidden sm:inline">{t('flashcards.previous')}</span>
        </Button>
        <span className="text-sm text-slate-600" data-testid="flashcard-position">
          {t('flashcards.position', { current: index + 1, total: cards.length })}
        </span>
        <Button variant="secondary" onClick={() => move(index + 1)} disabled={index >= cards.length - 1} aria-label={t('flashcards.next')}>
          <span className="hidden sm:inline">{t('flashcards.next')}</span>
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <p id={hintId} className="flex items-center justify-center gap-1.5 text-sm text-slate-600">
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('flashcards.flipHint')}
      </p>
    </div>
  );
}
