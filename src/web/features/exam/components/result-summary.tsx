import type { ExamResult } from '@shared/exam';
import { Award, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { digits, num } from '../lib/numbers';
import { accuracyVariant, type BadgeVariant } from '../lib/result-view';
import { formatClock } from '../lib/timer';

type Percentile =
  | { status: 'ok'; candidates: number; percentile: number }
  | { status: 'not_enough_candidates'; candidates: number; needed: number }
  | { status: 'not_applicable' };

const BADGE: Record<BadgeVariant, string> = {
  default: 'bg-indigo-700 text-white',
  secondary: 'bg-slate-200 text-slate-900',
  destructive: 'bg-red-700 text-white',
};

/** The score (percentage for a topic mock, marks for the daily paper), accuracy badge, counts, time and percentile. */
export function ResultSummary({ result, percentile, daily }: { result: ExamResult; percentile?: Percentile; daily: boolean }) {
  const { t } = useTranslation('exam');
  const marks = result.scoring !== 'percentage';
  const variant = accuracyVariant(result.percentage);
  const outcome =
    result.qualified !== null
      ? t(result.qualified ? 'result.qualified' : 'result.notQualified', { cutoff: num(result.cutoff ?? 0) })
      : result.passed !== null
        ? t(result.passed ? 'result.passed' : 'result.notPassed')
        : null;
  const good = result.qualified ?? result.passed;
  const stats = [
    ['correct', result.correctAnswers, 'text-green-800'],
    ['incorrect', result.incorrectAnswers, 'text-red-700'],
    ['unattempted', result.unattempted, 'text-slate-700'],
  ] as const;

  return (
    <Card className="space-y-4" data-testid="result-summary">
      <div className="flex flex-wrap items-center gap-3">
        <Award aria-hidden="true" className="size-8 text-amber-600" />
        <p className="text-sm font-semibold text-slate-600">{t('result.score')}</p>
        <p className="text-3xl font-bold text-indigo-900" data-testid="result-score">
          {marks
            ? t('result.scoreMarks', { score: num(result.score), max: num(result.maxScore) })
            : t('result.scorePercent', { score: num(result.score) })}
        </p>
        <span data-testid="accuracy-badge" data-variant={variant} className={cn('rounded-full px-3 py-1 text-sm font-semibold', BADGE[variant])}>
          {t('result.accuracy', { percent: num(result.percentage) })}
        </span>
      </div>
      {outcome && (
        <p className={cn('font-semibold', good ? 'text-green-800' : 'text-red-700')} data-testid="result-outcome">
          {outcome}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map(([key, value, colour]) => (
          <div key={key} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-700">{t(`result.${key}`)}</dt>
            <dd className={cn('text-2xl font-bold', colour)}>{num(value)}</dd>
          </div>
        ))}
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="flex items-center gap-1 text-sm text-slate-700">
            <Clock aria-hidden="true" className="size-4" />
            {t('result.timeSpent')}
          </dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="time-spent">
            {digits(formatClock(result.timeSpentSeconds))}
          </dd>
        </div>
      </dl>
      {daily && percentile && percentile.status !== 'not_applicable' && (
        <p className="text-slate-800" data-testid="percentile">
          <span className="font-semibold">{t('result.percentile')}: </span>
          {percentile.status === 'ok'
            ? t('result.percentileValue', { percentile: num(percentile.percentile), candidates: num(percentile.candidates) })
            : t('result.notEnoughCandidates', { candidates: num(percentile.candidates), needed: num(percentile.needed) })}
        </p>
      )}
      {result.autoSubmitted && <p className="text-sm text-slate-700">{t('result.autoSubmitted')}</p>}
    </Card>
  );
}
