import { useId, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { useProgress, useSetStartMonth } from '../api/plan';

/** The candidate's real progress (not the spec's fixed figures): start month chosen here, exam date from the profile. */
export function ProgressOverview() {
  const { t } = useTranslation('twelve-month-plan');
  const progress = useProgress();
  const setStart = useSetStartMonth();
  const id = useId();
  const p = progress.data;
  const notKnown = <span className="text-base font-normal text-slate-500">{t('progress.notKnown')}</span>;
  const stat = (label: string, value: ReactNode, testId: string) => (
    <div className="rounded-xl bg-slate-50 p-3" data-testid={testId}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold text-indigo-900">{value}</dd>
    </div>
  );
  return (
    <Card className="space-y-4" data-testid="progress-overview">
      <h2 className="text-lg font-semibold text-indigo-900">{t('progress.title')}</h2>
      {progress.isError ? (
        <p className="text-sm text-red-800">{errorText(progress.error)}</p>
      ) : (
        <>
          <div className="flex flex-col gap-1.5 sm:max-w-xs">
            <label htmlFor={`${id}-start`} className="text-sm font-semibold text-slate-700">
              {t('progress.startMonth')}
            </label>
            <Input
              id={`${id}-start`}
              type="month"
              value={p?.startMonth ?? ''}
              disabled={!p || setStart.isPending}
              onChange={(e) =>
                setStart.mutate(e.target.value || null, { onError: (err) => toast.error(t('progress.saveFailed'), { description: errorText(err) }) })
              }
              data-testid="start-month"
            />
          </div>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {stat(t('progress.overall'), p?.percent == null ? notKnown : `${localDigits(p.percent)}%`, 'progress-percent')}
            {stat(t('progress.done'), p?.monthsDone == null ? notKnown : localDigits(p.monthsDone), 'months-done')}
            {stat(t('progress.remaining'), p?.monthsDone == null ? notKnown : localDigits(12 - p.monthsDone), 'months-remaining')}
            {stat(t('progress.daysLeft'), p?.daysLeft == null ? notKnown : localDigits(p.daysLeft), 'days-left')}
          </dl>
          {p && p.daysLeft === null && (
            <p className="text-sm text-slate-600">
              {t('progress.setExamDate')}{' '}
              <Link to="/dashboard" className="font-semibold text-indigo-800 underline">
                {t('progress.setExamDateLink')}
              </Link>
            </p>
          )}
        </>
      )}
    </Card>
  );
}
