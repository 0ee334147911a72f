import { useTranslation } from 'react-i18next';
import type { FlashcardDto } from '@shared/flashcards';
import { cn } from '@web/lib/cn';

/** One card: the front until flipped; the back shows the answer, its explanation and where to check it. */
export function CardFace({ card, flipped, onFlip }: { card: FlashcardDto; flipped: boolean; onFlip: () => void }) {
  const { t } = useTranslation('flashcards');
  return (
    <button
      type="button"
      onClick={onFlip}
      data-testid="flashcard"
      data-side={flipped ? 'back' : 'front'}
      className={cn(
        'flex min-h-56 w-full flex-col items-stretch justify-center gap-3 rounded-2xl border-2 p-5 text-left transition-colors sm:p-6',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        flipped ? 'border-green-300 bg-green-50' : 'border-indigo-200 bg-indigo-50',
      )}
    >
      {/* the question stays in view above its answer */}
      {flipped && <span className="border-b border-green-200 pb-3 text-sm break-words whitespace-pre-line text-slate-700">{card.front}</span>}
      <span className={cn('text-xs font-semibold tracking-wide uppercase', flipped ? 'text-green-800' : 'text-indigo-800')}>
        {flipped ? t('card.answer') : t('card.question')}
        <span className="sr-only">:</span>
      </span>
      <span className="text-lg font-semibold break-words whitespace-pre-line text-slate-900" data-testid="flashcard-text">
        {flipped ? card.back : card.front}
      </span>
      {flipped && card.explanation && <span className="text-sm break-words text-slate-700">{card.explanation}</span>}
      {flipped && card.citation && <span className="text-xs text-slate-600">{t('card.source', { source: card.citation })}</span>}
      {!flipped && <span className="text-sm text-slate-600">{t('card.flipHint')}</span>}
    </button>
  );
}
