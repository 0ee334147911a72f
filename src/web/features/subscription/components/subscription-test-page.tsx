import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@web/components/ui/button-classes';
import { Card } from '@web/components/ui/card';
import { ManualActivationForm } from './manual-activation-form';

/** /subscription-test: manual activation of a plan, which only admins may do. */
export default function SubscriptionTestPage({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('subscription');
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
  return <ManualActivationForm />;
}
