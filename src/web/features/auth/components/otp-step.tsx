import { useId, type FormEvent } from 'react';
import { ArrowLeft, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { localDigits } from '@web/lib/digits';
import { cleanOtpInput, OTP_LENGTH } from '../lib/otp-code';

type OtpStepProps = {
  phoneNumber: string;
  code: string;
  onCodeChange: (value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
  busy: boolean;
  /** The last problem with the code, shown under the field. */
  error?: string;
  /** Seconds before another code may be asked for (0: now). */
  resendInSeconds: number;
  onResend: () => void;
};

export function OtpStep({ phoneNumber, code, onCodeChange, onSubmit, onBack, busy, error, resendInSeconds, onResend }: OtpStepProps) {
  const { t } = useTranslation('auth');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4" data-testid="otp-step">
      <h2 className="text-lg font-semibold">{t('otpStep.title')}</h2>
      <div className="space-y-2">
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-700">
          {t('otpStep.label')}
        </label>
        <Input
          id={inputId}
          name="code"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          // The step opens right after the code was sent: the keyboard should be up for it.
          autoFocus
          maxLength={OTP_LENGTH}
          placeholder={t('otpStep.placeholder')}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          value={code}
          onChange={(event) => onCodeChange(cleanOtpInput(event.target.value))}
          className="text-center text-lg tracking-[0.4em]"
        />
        {error && (
          <p id={errorId} data-testid="code-error" className="text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
        <p id={hintId} className="text-sm text-slate-600">
          {t('otpStep.hint', { phone: phoneNumber })}
        </p>
      </div>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t('otpStep.verifying') : t('otpStep.verify')}
      </Button>
      <Button variant="secondary" onClick={onResend} disabled={busy || resendInSeconds > 0} className="w-full" data-testid="resend-code">
        <RotateCw aria-hidden="true" className="size-4" />
        {resendInSeconds > 0 ? t('otpStep.resendIn', { count: resendInSeconds, n: localDigits(resendInSeconds) }) : t('otpStep.resend')}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={busy} className="w-full">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('otpStep.back')}
      </Button>
    </form>
  );
}
