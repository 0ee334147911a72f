import { useState } from 'react';
import { LogOut, MonitorSmartphone, Pencil, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/error-text';
import { useMe } from '../api/get-me';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { ProfileAvatar } from './profile-avatar';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { PlanCard } from './plan-card';
import { PageHeader } from '@web/components/ui/page-header';

/** /profile: view mode, edit mode, saved; Sign Out, and Sign out everywhere (every device's session ends). */
export default function ProfilePage({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('profile');
  const me = useMe();
  const [editing, setEditing] = useState(false);
  const everywhere = useSignOutEverywhere();
  const signOutEverywhere = () =>
    everywhere.mutate(undefined, {
      // this session ended too: the usual sign-out clears the app and goes to /login
      onSuccess: onSignOut,
      onError: (err) => toast.error(t('signOutEverywhereFailed'), { description: errorText(err) }),
    });

  if (me.isPending) return <PageSpinner label={t('loading')} />;
  if (me.isError) {
    return (
      <Alert tone="error" title={t('loadFailed')} className="mx-auto max-w-xl">
        <p>{errorText(me.error)}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void me.refetch()} disabled={me.isFetching}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('retry')}
        </Button>
      </Alert>
    );
  }

  const user = me.data;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('title')} />
      <Card className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <ProfileAvatar firstName={user.firstName} lastName={user.lastName} />
        <div className="min-w-0 flex-1">
          <p className={name ? 'text-xl font-semibold break-words text-slate-900' : 'text-xl font-semibold text-slate-500'}>{name || t('unnamed')}</p>
          <p className="text-slate-600">{user.phoneNumber}</p>
        </div>
        <Button variant="secondary" onClick={onSignOut} className="w-full text-red-700 sm:w-auto" data-testid="sign-out">
          <LogOut aria-hidden="true" className="size-4" />
          {t('signOut')}
        </Button>
      </Card>
      <PlanCard />
      <Card className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold text-indigo-900">{t('personalDetails')}</h2>
          {!editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('edit')}
            </Button>
          )}
        </div>
        {editing ? <ProfileForm user={user} onDone={() => setEditing(false)} /> : <ProfileDetails user={user} />}
      </Card>
      <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t('signOutEverywhereHint')}</p>
        <Button
          variant="secondary"
          onClick={signOutEverywhere}
          disabled={everywhere.isPending}
          className="w-full shrink-0 text-red-700 sm:w-auto"
          data-testid="sign-out-everywhere"
        >
          <MonitorSmartphone aria-hidden="true" className="size-4" />
          {everywhere.isPending ? t('signingOutEverywhere') : t('signOutEverywhere')}
        </Button>
      </Card>
    </div>
  );
}
