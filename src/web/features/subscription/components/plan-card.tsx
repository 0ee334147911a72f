import { BadgeCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@shared/subscription';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { DAY_MS } from '@shared/constants';
import { localDigits } from '@web/lib/digits';
import { formatDate, formatRupees } from '@web/lib/format';

type PlanCardProps = {
  plan: Plan;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
  /** The candidate's paid access: marks their current plan, and every plan then extends it (the server adds its days after this end). */
  paid?: { planType: Plan['type'] | null; expiresAt: string } | null;
};

export function PlanCard({ plan, busy, disabled, onChoose, paid }: PlanCardProps) {
  const { t } = useTranslation('subscription');
  const name = t(`plans.${plan.type}`);
  const current = paid?.planType === plan.type;
  const until = paid ? new Date(Date.parse(paid.expiresAt) + plan.days * DAY_MS).toISOString() : null;
  return (
    <Card
      data-testid={`plan-${plan.type}`}
      className={cn(
        'relative flex flex-col gap-4',
        plan.popular && 'border-2 border-orange-400 shadow-md',
        current && 'border-2 border-green-600 shadow-md',
      )}
    >
      {current ? (
        <span className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-green-700 px-3 py-1 text-sm font-semibold whitespace-nowrap text-white">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t('pricing.currentPlan')}
        </span>
      ) : (
        plan.popular && (
          <span className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-orange-700 px-3 py-1 text-sm font-semibold whitespace-nowrap text-white">
            <Sparkles aria-hidden="true" className="size-4" />
            {t('pricing.mostPopular')}
          </span>
        )
      )}
      <h2 className="text-xl font-semibold text-indigo-900">{name}</h2>
      <div>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-semibold tracking-tight text-slate-900">{formatRupees(plan.price)}</span>
          <span className="text-slate-600">{t('pricing.days', { count: plan.days })}</span>
        </p>
        {plan.was !== undefined && (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <span className="sr-only">{t('pricing.was', { price: formatRupees(plan.was) })}</span>
            <del aria-hidden="true" className="text-slate-500">
              {formatRupees(plan.was)}
            </del>
            {plan.discountPercent !== undefined && (
              <span className="rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-800">
                {t('pricing.off', { percent: plan.discountPercent })}
              </span>
            )}
          </p>
        )}
      </div>
      {paid && until && (
        <p className="text-sm text-slate-700" data-testid={`extends-${plan.type}`}>
          {t('pricing.extendsTo', { n: localDigits(plan.days), date: formatDate(paid.expiresAt), until: formatDate(until) })}
        </p>
      )}
      <Button variant={plan.popular || current ? 'primary' : 'secondary'} className="mt-auto w-full" disabled={disabled} onClick={onChoose}>
        {busy ? t('pricing.opening') : t(paid ? 'pricing.extend' : 'pricing.choose', { plan: name })}
      </Button>
    </Card>
  );
}
