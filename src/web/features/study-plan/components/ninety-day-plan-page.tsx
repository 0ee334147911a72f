import { useEffect, useRef, useState } from 'react';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/error-text';
import { useCurrentPlan } from '../api/get-current-plan';
import { localIsoDate } from '../lib/plan-days';
import { NinetyDayForm } from './ninety-day-form';
import { PlanOverview } from './plan-overview';
import { PageHeader } from '@web/components/ui/page-header';

/** /ai-study-planner: no plan shows the form; a plan shows the plan view. */
export default function NinetyDayPlanPage() {
  const { t } = useTranslation('study-plan', { keyPrefix: 'ninetyDay' });
  const current = useCurrentPlan();
  const [creating, setCreating] = useState(false);
  const [today] = useState(() => localIsoDate());
  // after "Generate Plan" the plan replaces the form: on a phone it starts below the fold, so bring it into view
  const justCreated = useRef(false);
  const planId = current.data?.plan?.id;
  useEffect(() => {
    if (!justCreated.current || !planId) return;
    justCreated.current = false;
    document.querySelector('[data-testid="plan-overview"]')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [planId, creating]);

  let body;
  if (current.isPending) body = <PageSpinner label={t('loading')} />;
  else if (current.isError) {
    body = (
      <Alert tone="error" title={t('errors.loadFailed')}>
        <p>{errorText(current.error)}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void current.refetch()} disabled={current.isFetching}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('retry')}
        </Button>
      </Alert>
    );
  } else if (!current.data.plan || creating) {
    body = (
      <NinetyDayForm
        today={today}
        onCancel={current.data.plan ? () => setCreating(false) : undefined}
        onCreated={() => {
          justCreated.current = true;
          setCreating(false);
        }}
      />
    );
  } else {
    // Keyed by plan: a new plan starts on its own today.
    body = <PlanOverview key={current.data.plan.id} plan={current.data.plan} today={today} onNewPlan={() => setCreating(true)} />;
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {body}
    </div>
  );
}
