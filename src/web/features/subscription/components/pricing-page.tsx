import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PLAN_TYPES, PLANS, type PlanType } from '@shared/constants';
import { errorText } from '@web/lib/error-text';
import { useCreateCheckout } from '../api/create-checkout';
import { getSubscriptionStatusQueryOptions } from '../api/get-subscription-status';
import { openCheckout } from '../lib/open-checkout';
import { storePendingPlan } from '../lib/pending-plan';
import { usePaymentReturn } from '../use-payment-return';
import { PaymentReturnAlert } from './payment-return-alert';
import { PlanCard } from './plan-card';
import { SubscriptionNotice } from './subscription-notice';
import { PageHeader } from '@web/components/ui/page-header';

/** /pricing: the three plans, checkout in a new tab, and the return from it. */
export default function PricingPage({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('subscription');
  // Once a payment tab is open, coming back to this tab re-reads the status even within the usual
  // 5 fresh minutes: the plan may just have been paid for over there.
  const [checkoutOpened, setCheckoutOpened] = useState(false);
  const { data: status } = useQuery({ ...getSubscriptionStatusQueryOptions(), refetchOnWindowFocus: checkoutOpened ? 'always' : true });
  const paymentReturn = usePaymentReturn();
  const checkout = useCreateCheckout();
  const [choosing, setChoosing] = useState<PlanType | null>(null);

  async function choose(plan: PlanType) {
    if (!signedIn) {
      toast.error(t('pricing.loginFirst'));
      return;
    }
    setChoosing(plan);
    try {
      const { url } = await checkout.mutateAsync(plan);
      storePendingPlan(plan);
      if (openCheckout(url) === 'new-tab') {
        setCheckoutOpened(true);
        toast.info(t('pricing.checkoutOpened'));
      }
    } catch (error) {
      toast.error(t('pricing.checkoutFailed'), { description: errorText(error) });
    } finally {
      setChoosing(null);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader title={t('pricing.title')} subtitle={t('pricing.subtitle')} centered />
      <PaymentReturnAlert view={paymentReturn} />
      {status && paymentReturn.phase !== 'success' && <SubscriptionNotice status={status} />}
      <div className="grid gap-6 pt-2 md:grid-cols-3 md:gap-4">
        {PLAN_TYPES.map((type) => (
          <PlanCard
            key={type}
            plan={PLANS[type]}
            busy={choosing === type}
            disabled={choosing !== null}
            onChoose={() => void choose(type)}
            paid={status?.isPaid && status.hasAccess && status.expiresAt ? { planType: status.planType, expiresAt: status.expiresAt } : null}
          />
        ))}
      </div>
      <p className="text-center text-sm text-slate-600" data-testid="non-refundable">
        {t('pricing.nonRefundable')}
      </p>
    </div>
  );
}
