import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageSpinner } from '@web/components/ui/spinner';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { showsTrialBanner } from '../lib/trial-banner';
import { AccessDeniedCard, AccessExpiredCard } from './access-cards';
import { TrialBanner } from './trial-banner';

/**
 * Spec 01 §4 Access: shows a guarded page only while the trial or a paid plan lasts. Display only:
 * the server refuses the page's own calls without access anyway.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const { data: status, isPending } = useSubscriptionStatus();
  const expired = status !== undefined && !status.hasAccess;

  useEffect(() => {
    if (expired) void navigate('/pricing', { replace: true });
  }, [expired, navigate]);

  if (isPending) return <PageSpinner label={t('guard.checking')} />;
  if (expired) return <AccessExpiredCard />;
  if (!status) return <AccessDeniedCard />;
  return (
    <>
      {showsTrialBanner(status) && <TrialBanner daysLeft={status.trialDaysLeft} />}
      {children}
    </>
  );
}
