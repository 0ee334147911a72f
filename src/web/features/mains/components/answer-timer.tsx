import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAINS_TIMER_SECONDS } from '@shared/mains';
import { Button } from '@web/components/ui/button';
import { localDigits } from '@web/lib/digits';

/** Start Timer: 8 minutes counted down every second, then "Time's up" (spec 02 §4). */
export function AnswerTimer() {
  const { t } = useTranslation('mains');
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (left === null || left <= 0) return;
    const id = setTimeout(() => setLeft((s) => (s === null ? null : s - 1)), 1000);
    return () => clearTimeout(id);
  }, [left]);
  if (left === null) {
    return (
      <Button variant="secondary" onClick={() => setLeft(MAINS_TIMER_SECONDS)} data-testid="start-timer">
        <Timer aria-hidden="true" className="size-4" />
        {t('startTimer')}
      </Button>
    );
  }
  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return (
    <p className="flex min-h-11 items-center gap-2 font-semibold tabular-nums" role="timer" aria-live="off" data-testid="timer">
      <Timer aria-hidden="true" className="size-4" />
      {left > 0 ? (
        localDigits(`${mm}:${ss}`)
      ) : (
        <span className="text-red-700" role="status">
          {t('timesUp')}
        </span>
      )}
    </p>
  );
}
