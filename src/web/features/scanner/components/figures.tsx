import { useTranslation } from 'react-i18next';
import type { CohortFigures } from '@shared/scanner';
import { localDigits } from '@web/lib/digits';

/** A note's topic page (/topic/:subject/:topic with the query the page reads). */
export function notePath(subject: string, title: string): string {
  const q = new URLSearchParams({ topic: title, subject });
  return `/topic/${encodeURIComponent(subject)}/${encodeURIComponent(title)}?${q.toString()}`;
}

/** Seconds as minutes:seconds (spec 02 §9). */
export const minutesSeconds = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

/** Success rate and average time from the cohort, or "not known yet" with how many attempts it has. */
export function CohortLine({ cohort }: { cohort: CohortFigures }) {
  const { t } = useTranslation('scanner');
  if (cohort.status !== 'ok')
    return (
      <span className="text-slate-600">{t('cohort.unknown', { attempts: localDigits(cohort.attempts), needed: localDigits(cohort.needed) })}</span>
    );
  return (
    <span>
      {t('cohort.success', { rate: localDigits(cohort.successRate) })}
      {cohort.averageTimeSeconds !== null && ` · ${t('cohort.time', { time: localDigits(minutesSeconds(cohort.averageTimeSeconds)) })}`}
    </span>
  );
}
