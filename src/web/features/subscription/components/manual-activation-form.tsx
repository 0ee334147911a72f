import { useId, useState, type FormEvent } from 'react';
import { ChevronDown, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PLAN_TYPES, PLANS, type PlanType } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api';
import { errorText } from '@web/lib/error-text';
import { formatDate, formatRupees } from '@web/lib/format';
import { useActivateSubscription } from '../api/activate-subscription';
import { isPlanType } from '../lib/pending-plan';

/** The select's "nothing chosen" value: select values are never the empty string. */
const NO_PLAN = 'none';

export function ManualActivationForm() {
  const { t } = useTranslation('subscription');
  const selectId = useId();
  const [plan, setPlan] = useState<PlanType | null>(null);
  const activation = useActivateSubscription();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!plan) return;
    try {
      const result = await activation.mutateAsync({ planType: plan });
      toast.success(t('manual.successTitle'), {
        description: t('manual.successBody', { plan: t(`plans.${result.planType}`), date: formatDate(result.expiryDate) }),
      });
      setPlan(null);
    } catch (error) {
      // Spec 02 §8: the server's message (a 403 says who may do this), else the generic line.
      const description = error instanceof ApiError && error.status > 0 ? errorText(error) : t('manual.failed');
      toast.error(t('manual.failedTitle'), { description });
    }
  }

  return (
    <Card className="mx-auto max-w-xl">
      <h1 className="text-2xl font-semibold text-indigo-900">{t('manual.title')}</h1>
      <p className="mt-1 text-slate-600">{t('manual.subtitle')}</p>
      <form onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
        <div className="space-y-2">
          <label htmlFor={selectId} className="block text-sm font-semibold text-slate-700">
            {t('manual.planLabel')}
          </label>
          <div className="relative">
            <select
              id={selectId}
              data-testid="plan-select"
              value={plan ?? NO_PLAN}
              onChange={(event) => setPlan(isPlanType(event.target.value) ? event.target.value : null)}
              className="min-h-12 w-full cursor-pointer appearance-none rounded-xl border border-slate-300 bg-white pr-10 pl-3 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <option value={NO_PLAN} disabled>
                {t('manual.choosePlan')}
              </option>
              {PLAN_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t('manual.planOption', { plan: t(`plans.${type}`), price: formatRupees(PLANS[type].price), days: PLANS[type].days })}
                </option>
              ))}
            </select>
            <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" />
          </div>
        </div>
        <Button type="submit" className="w-full" disabled={!plan || activation.isPending}>
          {activation.isPending ? t('manual.activating') : t('manual.activate')}
        </Button>
      </form>
      <div className="mt-5 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <p className="flex items-center gap-2 font-semibold text-slate-800">
          <Info aria-hidden="true" className="size-4 text-indigo-700" />
          {t('manual.notesTitle')}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{t('manual.noteImmediate')}</li>
          <li>{t('manual.noteExternal')}</li>
          <li>{t('manual.noteAdmins')}</li>
        </ul>
      </div>
    </Card>
  );
}
