import { Check, Clock, CloudOff, LayoutGrid, Loader2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import type { SaveStatus } from '../lib/autosave-queue';
import { digits } from '../lib/numbers';
import { formatClock, LOW_TIME_SECONDS } from '../lib/timer';
import type { ExamLanguage } from '../lib/use-exam-session';

const SAVE_ICONS = { idle: Check, saving: Loader2, saved: Check, offline: CloudOff, error: TriangleAlert } as const;

export function SaveIndicator({ status }: { status: SaveStatus }) {
  const { t } = useTranslation('exam');
  const Icon = SAVE_ICONS[status];
  const trouble = status === 'offline' || status === 'error';
  return (
    <>
      <p
        data-testid="save-status"
        data-status={status}
        className={cn('flex items-center gap-1.5 text-sm font-semibold', trouble ? 'text-red-700' : 'text-slate-600')}
      >
        <Icon aria-hidden="true" className={cn('size-4', status === 'saving' && 'motion-safe:animate-spin')} />
        {t(`screen.save.${status}`)}
      </p>
      {/* A screen reader hears only when saving goes wrong, not "Saving… saved" after every click. */}
      <p role="status" className="sr-only">
        {trouble ? t(`screen.save.${status}`) : ''}
      </p>
    </>
  );
}

type StatusBarProps = {
  title: string;
  secondsLeft: number;
  saveStatus: SaveStatus;
  language: ExamLanguage;
  onLanguage: (language: ExamLanguage) => void;
  onOpenPalette: () => void;
};

/** Sticky above the question: the clock from the server deadline, the autosave state, the language and (phones) the palette. */
export function ExamStatusBar({ title, secondsLeft, saveStatus, language, onLanguage, onOpenPalette }: StatusBarProps) {
  const { t } = useTranslation('exam');
  const low = secondsLeft <= LOW_TIME_SECONDS;
  return (
    <div className="sticky top-16 z-20 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h1 className="text-lg font-semibold text-indigo-900">{title}</h1>
        <div
          role="timer"
          aria-label={t('screen.timeLeft')}
          data-testid="exam-timer"
          className={cn(
            'flex items-center gap-1.5 rounded-lg px-2 py-1 text-lg font-bold tabular-nums',
            low ? 'bg-red-50 text-red-700' : 'text-slate-900',
          )}
        >
          <Clock aria-hidden="true" className="size-5" />
          {digits(formatClock(secondsLeft))}
        </div>
      </div>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <SaveIndicator status={saveStatus} />
        <div className="flex items-center gap-2">
          <div
            role="group"
            aria-label={t('screen.languageLabel')}
            className="flex rounded-xl border border-slate-300 p-0.5"
            data-testid="exam-language"
          >
            {(['en', 'mr'] as const).map((code) => (
              <button
                key={code}
                type="button"
                aria-pressed={language === code}
                lang={code}
                onClick={() => onLanguage(code)}
                className={cn(
                  'min-h-10 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600',
                  language === code ? 'bg-indigo-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {t(code === 'en' ? 'languages.english' : 'languages.marathi')}
              </button>
            ))}
          </div>
          <Button variant="secondary" className="lg:hidden" onClick={onOpenPalette} data-testid="open-palette">
            <LayoutGrid aria-hidden="true" className="size-4" />
            {t('screen.openPalette')}
          </Button>
        </div>
      </div>
      {low && secondsLeft > 0 && (
        <p className="sr-only" role="alert">
          {t('screen.timeLow')}
        </p>
      )}
    </div>
  );
}
