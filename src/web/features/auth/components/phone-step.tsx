import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';

/** A note, not a directory: a development server may list many test numbers. */
const SHOWN_TEST_NUMBERS = 2;

type PhoneStepProps = {
  phone: string;
  onPhoneChange: (value: string) => void;
  onSubmit: () => void;
  busy: boolean;
  /** Outside production, the numbers that sign in with the test code. */
  testNumbers: readonly string[];
  /** The last problem with the number, shown under the field. */
  error?: string;
};

export function PhoneStep({ phone, onPhoneChange, onSubmit, busy, testNumbers, error }: PhoneStepProps) {
  const { t } = useTranslation('auth');
  const inputId = useId();
  const noteId = useId();
  const errorId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4" data-testid="phone-step">
      <h2 className="text-lg font-semibold">{t('phoneStep.title')}</h2>
      <div className="space-y-2">
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-700">
          {t('phoneStep.label')}
        </label>
        <div
          className={
            'flex min-h-12 overflow-hidden rounded-xl border border-slate-300 bg-white ' +
            'focus-within:border-indigo-600 focus-within:outline-2 focus-within:outline-indigo-600'
          }
        >
          <span className="flex items-center border-r border-slate-300 bg-slate-100 px-3 font-semibold text-slate-700">
            {t('phoneStep.countryCode')}
          </span>
          <input
            id={inputId}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('phoneStep.placeholder')}
            aria-describedby={error ? `${errorId} ${noteId}` : noteId}
            aria-invalid={error ? true : undefined}
            value={phone}
            onChange={(event) => onPhoneChange(event.target.value)}
            className="min-w-0 flex-1 bg-transparent px-3 text-base tracking-wide text-slate-900 placeholder:text-slate-400 focus:outline-none"
          />
        </div>
        {error && (
          <p id={errorId} data-testid="phone-error" className="text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
        <p id={noteId} className="text-sm text-slate-600">
          {t('phoneStep.note')}
        </p>
        {testNumbers.length > 0 && (
          <p data-testid="test-numbers" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('phoneStep.testNumbers', { numbers: testNumbers.slice(0, SHOWN_TEST_NUMBERS).join(', ') })}
          </p>
        )}
      </div>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t('phoneStep.sending') : t('phoneStep.send')}
      </Button>
    </form>
  );
}
