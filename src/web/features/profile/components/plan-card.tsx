import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@web/components/ui/card';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { formatDate } from '@web/lib/format';
import { usePlanStatus } from '../api/get-plan-status';
import { DAY_MS } from '@shared/constants';

/** Whole days from now until an instant (0 once it has passed); read when the status arrives. */
function daysUntil(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / DAY_MS));
}

/** The candidate's plan or trial, with its end date and the days left (issue 13, Account). */
export function PlanCard() {
  const { t } = useTranslation('profile');
  const { t: tPlans } = useTranslation('subscription');
  const status = usePlanStatus();
  let line: string;
  if (status.isPending) line = t('plan.loading');
  else if (status.isError) line = errorText(status.error);
  else {
    const s = status.data;
    const ends = s.expiresAt ? formatDate(s.expiresAt) : null;
    const days = s.expiresAt ? daysUntil(s.expiresAt) : 0;
    const left = localDigits(s.isTrial ? s.trialDaysLeft : days);
    if (!s.hasAccess) line = t('plan.none');
    else if (s.isPaid && s.planType) line = t('plan.paid', { plan: tPlans(`plans.${s.planType}`), date: ends, days: left });
    else line = t('plan.trial', { date: ends, days: left });
  }
  return (
    <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" data-testid="plan-card">
      <div className="flex items-start gap-3">
        <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
        <div>
          <h2 className="font-semibold text-indigo-900">{t('plan.title')}</h2>
          <p className="text-slate-700" data-testid="plan-line">
            {line}
          </p>
        </div>
      </div>
      <Link to="/pricing" className="inline-flex min-h-11 shrink-0 items-center font-semibold text-indigo-800 underline-offset-2 hover:underline">
        {t('plan.pricing')}
      </Link>
    </Card>
  );
}
