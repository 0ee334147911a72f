import { ArrowLeft, GraduationCap } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@web/components/ui/card';
import { LanguageSwitcher } from '@web/components/ui/language-switcher';
import { MAIN_CONTENT_ID, SkipLink } from '@web/components/ui/skip-link';
import { AppToaster } from '@web/components/ui/toaster';
import { useOtpLogin } from '../use-otp-login';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const login = useOtpLogin();

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-indigo-50 to-orange-50">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-md items-center justify-between gap-3 px-4 pt-4">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-1 rounded-xl px-2 text-sm font-semibold text-indigo-800 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('auth:backHome')}
        </Link>
        <LanguageSwitcher />
      </header>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-8 outline-none">
        <Card className="space-y-6 p-6">
          <header className="text-center">
            <span className="mx-auto mb-3 flex size-14 items-center justify-center rounded-2xl bg-indigo-700 text-white">
              <GraduationCap aria-hidden="true" className="size-8" />
            </span>
            <h1 className="text-2xl font-semibold text-indigo-900">{t('common:appName')}</h1>
            <p className="mt-1 text-slate-600">{t('auth:subtitle')}</p>
          </header>

          {login.step === 'phone' ? (
            <PhoneStep
              phone={login.phone}
              onPhoneChange={login.setPhone}
              onSubmit={() => void login.submitPhone()}
              busy={login.busy}
              testNumbers={login.testNumbers}
              error={login.fieldError?.field === 'phone' ? login.fieldError.text : undefined}
            />
          ) : (
            <OtpStep
              phoneNumber={login.phoneNumber}
              code={login.code}
              onCodeChange={login.setCode}
              onSubmit={() => void login.submitCode()}
              onBack={login.backToPhone}
              busy={login.busy}
              error={login.fieldError?.field === 'code' ? login.fieldError.text : undefined}
              resendInSeconds={login.resendInSeconds}
              onResend={() => void login.resendCode()}
            />
          )}

          <p className="border-t border-slate-200 pt-4 text-center text-sm text-slate-600">
            <Trans
              t={t}
              i18nKey="auth:terms"
              components={{
                termsLink: <Link to="/terms" className="font-semibold text-indigo-800 underline underline-offset-2 hover:text-indigo-950" />,
              }}
            />
          </p>
        </Card>
      </main>

      {/* A Firebase provider's invisible reCAPTCHA mounts here (phone-auth/phone-auth-provider.ts); never shown. */}
      <div id="recaptcha-container" hidden />
      <AppToaster />
    </div>
  );
}
