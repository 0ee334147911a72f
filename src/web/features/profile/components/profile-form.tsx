import { useState, type FormEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { UserDto } from '@shared/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { errorText } from '@web/lib/error-text';
import { useUpdateMe } from '../api/update-me';
import { fieldErrorText } from '../lib/field-error-text';
import {
  EDUCATION_LEVELS,
  fieldsFromUser,
  isEducationLevel,
  isProfileField,
  requestFromFields,
  type ProfileField,
  type ProfileFields,
} from '../lib/profile-form';

/** The select's "not set" value: select values are never the empty string. */
const NO_EDUCATION = 'none';
type TextField = Exclude<ProfileField, 'education'>;

type ProfileFormProps = { user: UserDto; onDone: () => void };

/** Edit mode: the phone number stays read-only; a field the server rejects shows its message under it. */
export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const [fields, setFields] = useState<ProfileFields>(() => fieldsFromUser(user));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const update = useUpdateMe();

  function change<K extends ProfileField>(name: K, value: ProfileFields[K]) {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await update.mutateAsync(requestFromFields(fields));
      toast.success(t('saved'));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && isProfileField(error.field)) setErrors({ [error.field]: fieldErrorText(error.field, error.message) });
      else toast.error(t('saveFailed'), { description: errorText(error) });
    }
  }

  const textField = (name: TextField, type: 'text' | 'email' | 'date', autoComplete: string) => (
    <FormField label={t(`fields.${name}`)} error={errors[name]}>
      {(control) => (
        <Input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={fields[name]}
          onChange={(event) => change(name, event.target.value)}
          className={errors[name] ? 'border-red-500' : undefined}
        />
      )}
    </FormField>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" data-testid="profile-form">
      <div className="grid gap-4 sm:grid-cols-2">
        {textField('firstName', 'text', 'given-name')}
        {textField('lastName', 'text', 'family-name')}
        {textField('email', 'email', 'email')}
        <FormField label={t('fields.education')} error={errors.education}>
          {(control) => (
            <div className="relative">
              <select
                {...control}
                name="education"
                value={fields.education ?? NO_EDUCATION}
                onChange={(event) => change('education', isEducationLevel(event.target.value) ? event.target.value : null)}
                className="min-h-12 w-full cursor-pointer appearance-none rounded-xl border border-slate-300 bg-white pr-10 pl-3 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <option value={NO_EDUCATION}>{t('chooseEducation')}</option>
                {EDUCATION_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {t(`education.${level}`)}
                  </option>
                ))}
              </select>
              <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" />
            </div>
          )}
        </FormField>
        {textField('college', 'text', 'organization')}
        {textField('examDate', 'date', 'off')}
        <FormField label={t('fields.phone')} hint={t('phoneReadOnly')}>
          {(control) => <Input {...control} name="phone" value={user.phoneNumber} readOnly className="bg-slate-100 text-slate-600" />}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
