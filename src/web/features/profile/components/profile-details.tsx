import { useTranslation } from 'react-i18next';
import type { UserDto } from '@shared/auth';
import { formatCalendarDate } from '@web/lib/format';

/** View mode: each detail, or 'Not set'. */
export function ProfileDetails({ user }: { user: UserDto }) {
  const { t } = useTranslation('profile');
  const rows: Array<[label: string, value: string | null]> = [
    [t('fields.firstName'), user.firstName],
    [t('fields.lastName'), user.lastName],
    [t('fields.email'), user.email],
    [t('fields.education'), user.education && t(`education.${user.education}`)],
    [t('fields.college'), user.college],
    [t('fields.examDate'), user.examDate ? formatCalendarDate(user.examDate) : null],
    [t('fields.phone'), user.phoneNumber],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2" data-testid="profile-details">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className={value ? 'mt-0.5 break-words text-slate-900' : 'mt-0.5 text-slate-500 italic'}>{value || t('notSet')}</dd>
        </div>
      ))}
    </dl>
  );
}
