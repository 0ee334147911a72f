import { useEffect, useState } from 'react';
import { Pause, Play, RotateCcw, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { localDigits } from '@web/lib/digits';
import { clock } from '../lib/word-count';

/** An optional stopwatch for timed practice: it only shows time, it never stops the candidate writing. */
export function WritingTimer() {
  const { t } = useTranslation('essay', { keyPrefix: 'writer' });
  const [running, setRunning] = useState(false);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(id);
  }, [running]);
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="writing-timer">
      <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-700">
        <Timer aria-hidden="true" className="size-4" />
        {t('timer')}
      </span>
      <span className="min-w-14 font-mono text-lg tabular-nums text-slate-900" role="timer" aria-live="off">
        {localDigits(clock(seconds))}
      </span>
      <Button variant="secondary" className="min-h-10 px-3 text-sm" onClick={() => setRunning((r) => !r)}>
        {running ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
        {running ? t('stopTimer') : t('startTimer')}
      </Button>
      {seconds > 0 && !running && (
        <Button variant="ghost" className="min-h-10 px-3 text-sm" onClick={() => setSeconds(0)}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('resetTimer')}
        </Button>
      )}
    </div>
  );
}
