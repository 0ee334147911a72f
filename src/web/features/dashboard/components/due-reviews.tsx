import { Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@web/components/ui/card';
import { localDigits } from '@web/lib/digits';
import { formatDate } from '@web/lib/format';
import { useDueReviews } from '../api/due-reviews';

/**
 * Cards due for review today (within the candidate's daily limits, plus those held back by them), from their FSRS
 * queue. Hidden — not faked — while they have no cards at all, and when reviews are not open to them (no access).
 */
export function DueReviews() {
  const { t } = useTranslation('dashboard');
  const due = useDueReviews();
  if (!due.data) return null;
  const { cards, heldBack, nextDue } = due.data;
  const now = cards.length + heldBack;
  if (now === 0 && !nextDue) return null;
  return (
    <Card className="space-y-2" data-testid="due-reviews">
      <h2 className="flex items-center gap-2 font-semibold text-slate-700">
        <Layers aria-hidden="true" className="size-5 text-indigo-700" />
        {t('dueReviews.title')}
      </h2>
      <p className="text-4xl font-bold text-indigo-900" data-testid="due-reviews-value">
        {localDigits(now)}
      </p>
      {now === 0 && nextDue && <p className="text-sm text-slate-600">{t('dueReviews.next', { date: formatDate(nextDue) })}</p>}
      {heldBack > 0 && <p className="text-sm text-slate-600">{t('dueReviews.heldBack', { count: heldBack, n: localDigits(heldBack) })}</p>}
      <Link
        to={now > 0 ? '/flashcards?review=1' : '/flashcards'}
        className="inline-flex min-h-11 items-center font-semibold text-indigo-800 underline-offset-2 hover:underline"
      >
        {now > 0 ? t('dueReviews.start') : t('dueReviews.open')}
      </Link>
    </Card>
  );
}
