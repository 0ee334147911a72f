import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@web/components/ui/card';
import { localDigits } from '@web/lib/digits';
import { formatDate } from '@web/lib/format';
import { plannerSubjectName } from '@web/lib/subject-name';
import { useRecentTests } from '../api/recent-tests';

/** Up to two decimals, as the server rounds, in the reader's digits. */
const score = (n: number) => localDigits(Math.round(n * 100) / 100);

/**
 * The candidate's latest mock-test scores (their own: the server reads the session). Hidden — not faked — until one
 * was submitted, and when the tests are not open to them (no access).
 */
export function RecentScores() {
  const { t } = useTranslation('dashboard');
  const recent = useRecentTests();
  const shown = recent.data?.slice(0, 3) ?? [];
  if (shown.length === 0) return null;
  return (
    <Card className="space-y-3" data-testid="recent-scores">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-indigo-900">
        <Trophy aria-hidden="true" className="size-5" />
        {t('recentScores.title')}
      </h2>
      <ul className="space-y-2">
        {shown.map((m) => (
          <li key={m.id} className="flex items-start justify-between gap-3 rounded-xl bg-slate-50 p-3" data-testid="recent-score">
            <span className="min-w-0">
              <Link to={`/mock-tests/attempt/${m.id}`} className="font-semibold break-words text-indigo-800 underline-offset-2 hover:underline">
                {m.paper ? t(m.paper === 'gs' ? 'recentScores.gs' : 'recentScores.csat') : m.subjects.map((s) => plannerSubjectName(s)).join(', ')}
              </Link>
              <span className="block text-sm text-slate-600">{formatDate(m.completedAt)}</span>
            </span>
            <span className="shrink-0 text-lg font-semibold text-slate-900">
              {m.scoring === 'percentage' ? `${score(m.score)}%` : t('recentScores.marks', { score: score(m.score), max: score(m.maxScore) })}
            </span>
          </li>
        ))}
      </ul>
      <Link to="/mock-tests" className="inline-flex min-h-11 items-center font-semibold text-indigo-800 underline-offset-2 hover:underline">
        {t('recentScores.open')}
      </Link>
    </Card>
  );
}
