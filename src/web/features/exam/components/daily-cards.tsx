import type { ReactNode } from 'react';
import { CalendarCheck, Lock, LogIn, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@web/components/ui/button-classes';
import { Card } from '@web/components/ui/card';

export function MessageCard({ Icon, title, children, testId }: { Icon: LucideIcon; title: string; children?: ReactNode; testId: string }) {
  return (
    <Card className="mx-auto max-w-md space-y-3 text-center" data-testid={testId}>
      <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-orange-100 text-orange-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-xl font-semibold text-indigo-900">{title}</h2>
      {children}
    </Card>
  );
}

/** Signed out (spec 02 §2): the message and the way to log in. */
export default function DailyExamSignedOut() {
  const { t } = useTranslation('exam');
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-center text-3xl font-semibold text-indigo-900">{t('daily.title')}</h1>
      <MessageCard Icon={LogIn} title={t('daily.signedOut')} testId="daily-signed-out">
        <Link to="/login" className={buttonClasses('primary')}>
          {t('daily.login')}
        </Link>
      </MessageCard>
    </main>
  );
}

/** Signed in without a paid plan (the server answers 402 paid_plan_required): the spec's subscribe message. */
export function DailyNoAccess() {
  const { t } = useTranslation('exam');
  return (
    <MessageCard Icon={Lock} title={t('daily.noAccessTitle')} testId="daily-no-access">
      <p className="text-slate-700">{t('daily.noAccess')}</p>
      <Link to="/pricing" className={buttonClasses('primary')}>
        {t('daily.subscribe')}
      </Link>
    </MessageCard>
  );
}

/** Today's paper exists: start or continue it, or see the result once submitted. */
export function DailyReadyCard({ id, submitted, body, action }: { id: string; submitted: boolean; body: string; action: string }) {
  const { t } = useTranslation('exam');
  return (
    <MessageCard
      Icon={CalendarCheck}
      title={submitted ? t('daily.doneTitle') : t('daily.readyTitle')}
      testId={submitted ? 'daily-done' : 'daily-ready'}
    >
      <p className="text-slate-700">{body}</p>
      <Link to={`/daily-exam/attempt/${id}`} className={buttonClasses('primary')} data-testid="daily-open">
        {action}
      </Link>
    </MessageCard>
  );
}
