import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { plannerSubjectName } from '@web/lib/subject-name';
import { errorText } from '@web/lib/error-text';
import { formatDate } from '@web/lib/format';
import { useRecentMocks } from '../api/mock-tests';
import { num } from '../lib/numbers';
import { accuracyVariant } from '../lib/result-view';

const BADGE = { default: 'bg-indigo-700 text-white', secondary: 'bg-slate-200 text-slate-900', destructive: 'bg-red-700 text-white' } as const;

/** The candidate's last five submitted mocks (their own only: the server reads the session). */
export function RecentTests() {
  const { t } = useTranslation('exam');
  const recent = useRecentMocks();
  return (
    <Card className="space-y-3" data-testid="recent-tests">
      <h2 className="text-lg font-semibold text-indigo-900">{t('mock.recentTitle')}</h2>
      {recent.isPending && <Spinner />}
      {recent.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('mock.recentError')} {errorText(recent.error)}
        </p>
      )}
      {recent.data?.length === 0 && <p className="text-sm text-slate-600">{t('mock.recentEmpty')}</p>}
      <ul className="space-y-2">
        {recent.data?.map((m) => (
          <li key={m.id} className="rounded-xl border border-slate-200 p-3" data-testid="recent-item">
            <div className="flex items-start justify-between gap-2">
              <p className="font-semibold text-slate-900">
                {m.paper ? t(m.paper === 'gs' ? 'mock.fullGs' : 'mock.fullCsat') : m.subjects.map((s) => plannerSubjectName(s)).join(', ')}
              </p>
              <span className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold', BADGE[accuracyVariant(m.percentage)])}>
                {m.scoring === 'percentage' ? `${num(m.score)}%` : `${num(m.score)} / ${num(m.maxScore)}`}
              </span>
            </div>
            <p className="text-sm text-slate-600">{t('mock.recentItem', { n: num(m.totalQuestions), date: formatDate(m.completedAt) })}</p>
            <Link to={`/mock-tests/attempt/${m.id}`} className="text-sm font-semibold text-indigo-800 underline">
              {t('mock.viewResult')}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
