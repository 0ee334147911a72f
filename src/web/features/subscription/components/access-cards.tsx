import { Clock, Lock, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@web/components/ui/button-classes';
import { Card } from '@web/components/ui/card';

type AccessCardProps = { Icon: LucideIcon; title: string; body: string; action: string; testId: string };

function AccessCard({ Icon, title, body, action, testId }: AccessCardProps) {
  return (
    <Card role="alert" data-testid={testId} className="mx-auto max-w-md text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-orange-100 text-orange-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold text-indigo-900">{title}</h1>
      <p className="mt-2 text-slate-600">{body}</p>
      <Link to="/pricing" className={buttonClasses('primary', 'mt-5')}>
        {action}
      </Link>
    </Card>
  );
}

/** The trial or the paid plan ran out (the guard is also moving the candidate to /pricing). */
export function AccessExpiredCard() {
  const { t } = useTranslation('subscription');
  return (
    <AccessCard Icon={Clock} testId="access-expired" title={t('guard.expiredTitle')} body={t('guard.expiredBody')} action={t('guard.viewPricing')} />
  );
}

/** The status could not be read at all, so access cannot be confirmed. */
export function AccessDeniedCard() {
  const { t } = useTranslation('subscription');
  return (
    <AccessCard Icon={Lock} testId="access-denied" title={t('guard.deniedTitle')} body={t('guard.deniedBody')} action={t('guard.subscribeNow')} />
  );
}
