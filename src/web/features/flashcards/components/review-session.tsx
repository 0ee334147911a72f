import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CloudOff, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { RATING_NAMES, RATINGS, type ReviewRating } from '@shared/flashcards-constants';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { DUE, useDue, useUndoOnServer } from '../api/reviews';
import { intervalText } from '../lib/intervals';
import { dropLastPending, enqueueRating, flushRatings, pendingCount, pendingRatings, subscribeRatings } from '../lib/rating-queue';
import { CardFace } from './card-face';
import { LeechNotice } from './leech-notice';

const BUTTON_TONES: Record<ReviewRating, string> = {
  1: 'border-red-300 bg-red-50 text-red-900 hover:bg-red-100',
  2: 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100',
  3: 'border-green-300 bg-green-50 text-green-900 hover:bg-green-100',
  4: 'border-indigo-300 bg-indigo-50 text-indigo-900 hover:bg-indigo-100',
};
const RETRY_MS = 30_000;

/**
 * The review screen: today's queue as loaded, a card at a time; Again / Hard / Good / Easy (keys 1–4, space flips)
 * with the server's interval on each. Ratings go to the local queue first and are sent from there, so a session
 * carries on without a network and no rating is lost (lib/rating-queue.ts).
 */
export function ReviewSession({ onExit }: { onExit: () => void }) {
  const { t, i18n } = useTranslation('flashcards');
  const qc = useQueryClient();
  const due = useDue();
  const undoOnServer = useUndoOnServer();
  const [done, setDone] = useState<string[]>([]);
  const [flipped, setFlipped] = useState(false);
  const pending = useSyncExternalStore(subscribeRatings, pendingCount);

  // send what is queued now, when the browser is back online, and every 30 s while something waits
  useEffect(() => {
    const send = () =>
      void flushRatings().then(({ sent }) => {
        if (sent) void qc.invalidateQueries({ queryKey: ['flashcards', 'stats'] });
      });
    send();
    window.addEventListener('online', send);
    const timer = window.setInterval(() => pendingCount() && send(), RETRY_MS);
    return () => {
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [qc]);

  const queued = new Set(pendingRatings().map((r) => r.cardId));
  const cards = (due.data?.cards ?? []).filter((c) => !done.includes(c.id) && !queued.has(c.id));
  const card = cards[0];

  const rate = (rating: ReviewRating) => {
    if (!card) return;
    enqueueRating(card.id, rating);
    setDone((d) => [...d, card.id]);
    setFlipped(false);
    void flushRatings();
  };

  const lastDone = done[done.length - 1];
  const undo = async () => {
    if (lastDone && dropLastPending(lastDone)) {
      setDone((d) => d.slice(0, -1));
      setFlipped(false);
      return;
    }
    // a rating on its way must reach the server before the server can take it back
    await flushRatings();
    undoOnServer.mutate(undefined, {
      onSuccess: async () => {
        setDone([]);
        setFlipped(false);
        await qc.refetchQueries({ queryKey: DUE });
      },
      onError: (e) => toast.error(errorText(e)),
    });
  };

  const checkAgain = async () => {
    if ((await flushRatings()).left > 0) return toast.error(t('review.stillOffline'));
    setDone([]);
    await qc.refetchQueries({ queryKey: DUE });
  };

  // keys 1–4 and Space; re-attached each render so it always rates the card on screen
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, a, [contenteditable="true"]')) return;
      if (e.key === ' ' && !target?.closest('button')) {
        e.preventDefault();
        setFlipped((f) => !f);
      } else if (flipped && ['1', '2', '3', '4'].includes(e.key)) {
        e.preventDefault();
        rate(Number(e.key) as ReviewRating);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  // back on the flashcards page, the counts are the server's again (after sending what can be sent)
  const exit = () => {
    void flushRatings().finally(() => qc.invalidateQueries({ queryKey: ['flashcards'] }));
    onExit();
  };

  const lang = i18n.resolvedLanguage;
  return (
    <div className="mx-auto max-w-3xl space-y-4" data-testid="review-session">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={exit}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('decks.back')}
        </Button>
        <span className="text-sm text-slate-700" data-testid="review-left" data-count={cards.length}>
          {t('review.left', { count: cards.length, n: localDigits(cards.length) })}
        </span>
        <Button variant="secondary" onClick={undo} disabled={(!lastDone && !due.data?.canUndo) || undoOnServer.isPending} data-testid="undo">
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('review.undo')}
        </Button>
      </div>
      {pending > 0 && (
        <Alert
          tone="warning"
          title={t('review.offlineTitle')}
          icon={<CloudOff aria-hidden="true" className="size-5" />}
          data-testid="pending-ratings"
        >
          <p>{t('review.offlineBody', { count: pending, n: localDigits(pending) })}</p>
        </Alert>
      )}
      {due.isPending && <PageSpinner label={t('due.loading')} />}
      {due.isError && (
        <Alert tone="error" title={t('due.error')}>
          <p>{errorText(due.error)}</p>
        </Alert>
      )}
      {due.data && !card && (
        <Card className="space-y-3 text-center" data-testid="review-done">
          <h1 className="text-xl font-semibold text-indigo-900">{t('review.doneTitle')}</h1>
          <p className="text-slate-700">
            {due.data.heldBack ? t('review.heldBack', { count: due.data.heldBack, n: localDigits(due.data.heldBack) }) : t('review.doneBody')}
          </p>
          <Button variant="secondary" onClick={() => void checkAgain()}>
            {t('review.checkAgain')}
          </Button>
        </Card>
      )}
      {card && (
        <>
          {card.leech && <LeechNotice card={card} />}
          <CardFace card={card} flipped={flipped} onFlip={() => setFlipped((f) => !f)} />
          {flipped ? (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" role="group" aria-label={t('review.rateLabel')}>
              {RATINGS.map((r) => (
                <button
                  key={r}
                  type="button"
                  onClick={() => rate(r)}
                  data-testid={`rate-${RATING_NAMES[r]}`}
                  className={cn(
                    'flex min-h-16 flex-col items-center justify-center rounded-xl border-2 px-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                    BUTTON_TONES[r],
                  )}
                >
                  <span>{t(`review.${RATING_NAMES[r]}`)}</span>
                  <span className="text-sm font-normal">{intervalText(card.intervals[RATING_NAMES[r]], t, lang)}</span>
                  <kbd className="sr-only sm:not-sr-only sm:text-xs sm:font-normal sm:opacity-70">{localDigits(r, lang)}</kbd>
                </button>
              ))}
            </div>
          ) : (
            <Button className="w-full" onClick={() => setFlipped(true)} data-testid="show-answer">
              {t('review.show')}
            </Button>
          )}
          <p className="hidden text-center text-sm text-slate-600 sm:block">{t('review.keys')}</p>
        </>
      )}
    </div>
  );
}
