import { CreditCard, LogIn, ShieldAlert } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@web/components/ui/button-classes';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { getSubscriptionStatusQueryOptions } from '../api/get-subscription-status';
import { ManualActivationForm } from './manual-activation-form';

/** /subscription-test: manual activation of a plan, which only admins may do. */
export default function SubscriptionTestPage({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('subscription');
  const status = useQuery({ ...getSubscriptionStatusQueryOptions(), enabled: signedIn });
  if (!signedIn) {
    return (
      <Card role="alert" className="mx-auto max-w-md text-center" data-testid="auth-required">
        <h1 className="text-2xl font-semibold text-indigo-900">{t('manual.authTitle')}</h1>
        <p className="mt-2 text-slate-600">{t('manual.authBody')}</p>
        <Link to="/login" className={buttonClasses('primary', 'mt-5')}>
          <LogIn aria-hidden="true" className="size-4" />
          {t('manual.goToLogin')}
        </Link>
      </Card>
    );
  }
  if (status.isPending) return <PageSpinner label={t('manual.title')} />;
  // The server refuses a non-admin's activation anyway (403 admin_only); this only spares them a form they cannot use.
  if (status.data && !status.data.isAdmin) {
    return (
      <Card className="mx-auto max-w-md text-center" data-testid="admin-only">
        <ShieldAlert aria-hidden="true" className="mx-auto size-8 text-indigo-700" />
        <h1 className="mt-2 text-2xl font-semibold text-indigo-900">{t('manual.adminOnlyTitle')}</h1>
        <p className="mt-2 text-slate-600">{t('manual.adminOnlyBody')}</p>
        <Link to="/pricing" className={buttonClasses('primary', 'mt-5')}>
          <CreditCard aria-hidden="true" className="size-4" />
          {t('manual.goToPricing')}
        </Link>
      </Card>
    );
  }
  return <ManualActivationForm />;
}
