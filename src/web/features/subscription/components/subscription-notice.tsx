import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '@shared/subscription';
import { Alert } from '@web/components/ui/alert';
import { formatDate } from '@web/lib/format';

/** Where the candidate stands: trial days left, paid until, or ended. */
export function SubscriptionNotice({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('subscription');
  if (!status.hasAccess) {
    return (
      <Alert tone="warning" role="alert" data-testid="access-ended" title={t('pricing.status.expiredTitle')}>
        <p>{status.planType ? t('pricing.status.paidEnded') : t('pricing.status.trialEnded')}</p>
      </Alert>
    );
  }
  if (status.isPaid && status.planType && status.expiresAt) {
    const plan = t(`plans.${status.planType}`);
    return (
      <Alert
        tone="success"
        role="status"
        data-testid="plan-active"
        title={t('pricing.status.paidActive', { plan, date: formatDate(status.expiresAt) })}
      />
    );
  }
  if (status.isTrial) {
    return <Alert tone="info" data-testid="trial-active" title={t('pricing.status.trialActive', { count: status.trialDaysLeft })} />;
  }
  return null;
}
