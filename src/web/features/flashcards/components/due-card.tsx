import { useSyncExternalStore } from 'react';
import { Brain } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { localDigits } from '@web/lib/digits';
import { formatCalendarDate } from '@web/lib/format';
import { useDue } from '../api/reviews';
import { pendingCount, pendingRatings, subscribeRatings } from '../lib/rating-queue';

/** Today's review: how many cards are due and the button to start. */
export function DueCard({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('flashcards');
  const due = useDue();
  // ratings still on this device are not due any more, whatever the last answer from the server said
  useSyncExternalStore(subscribeRatings, pendingCount);
  const queued = new Set(pendingRatings().map((r) => r.cardId));
  const n = due.data?.cards.filter((c) => !queued.has(c.id)).length ?? 0;
  return (
    <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" data-testid="due-card">
      <div className="flex items-start gap-3">
        <Brain aria-hidden="true" className="size-8 shrink-0 text-indigo-700" />
        <div>
          <h2 className="text-lg font-semibold text-indigo-900">{t('due.title')}</h2>
          <p className="text-slate-700" data-testid="due-count" data-count={due.data ? n : undefined}>
            {due.isPending ? t('due.loading') : due.isError ? t('due.error') : n ? t('due.count', { count: n, n: localDigits(n) }) : t('due.none')}
          </p>
          {due.data?.examMode && <p className="text-sm text-amber-800">{t('due.examMode', { date: formatCalendarDate(due.data.examDate ?? '') })}</p>}
        </div>
      </div>
      <Button onClick={onStart} disabled={!n} data-testid="start-review">
        {t('due.start')}
      </Button>
    </Card>
  );
}
