import { useEffect, useMemo, useState } from 'react';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { OTP_LENGTH } from './lib/otp-code';
import { hasErrorCode, loginErrorText } from './lib/login-error-text';
import { toE164 } from './lib/phone';
import { choosePhoneAuthProvider, type PhoneAuthProvider } from './phone-auth/phone-auth-provider';
import { useAuthConfig } from './use-auth-config';
import { useSession } from './use-session';

/** Spec 01 §2: after a successful login the browser moves on after one second. */
export const REDIRECT_DELAY_MS = 1000;
/** What the server says when a configured test number signs in. */
const TEST_LOGIN_MESSAGE = 'Test login successful!';

type Step = 'phone' | 'otp';
/** A problem shown under its field as well as in a toast (the toast goes; the line stays until the field changes). */
export type FieldError = { field: 'phone' | 'code'; text: string } | null;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spec 01 §8: the provider could not prepare the page (Firebase's reCAPTCHA). */
function reportSetupError() {
  toast.error(i18n.t('auth:toast.setupError'), { description: i18n.t('auth:phoneAuthErrors.setupFailed') });
}

/** The two-step phone sign-in. */
export function useOtpLogin() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const { checkSession } = useSession();
  const config = useAuthConfig();
  // One provider per config: the Firebase one holds this page's reCAPTCHA and confirmation result.
  const provider = useMemo(() => choosePhoneAuthProvider(config), [config]);
  // The code is checked by the provider that sent it, even if the config arrived in between.
  const [sentWith, setSentWith] = useState<PhoneAuthProvider | null>(null);
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError>(null);
  // When another code may be asked for (epoch ms), and a clock that ticks each second until then.
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const phoneNumber = toE164(phone);
  const resendInSeconds = Math.max(0, Math.ceil((resendAt - now) / 1000));

  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  function fail(field: 'phone' | 'code', title: string, description: string) {
    setFieldError({ field, text: description });
    toast.error(title, { description });
  }

  function changePhone(value: string) {
    setPhone(value);
    if (fieldError?.field === 'phone') setFieldError(null);
  }

  function changeCode(value: string) {
    setCode(value);
    if (fieldError?.field === 'code') setFieldError(null);
  }

  // Spec 01 §4: the provider's page set-up (captcha verifier) lives as long as the login screen.
  useEffect(() => provider.attach?.({ onSetupError: reportSetupError }), [provider]);

  function backToPhone() {
    setCode('');
    setFieldError(null);
    setStep('phone');
  }

  /** Sends a code (first time from the phone step, again from the code step once the cooldown is over). */
  async function sendCode(field: 'phone' | 'code') {
    setBusy(true);
    try {
      const { resendAfterSeconds } = await provider.sendCode(phoneNumber);
      setSentWith(provider);
      setNow(Date.now());
      setResendAt(Date.now() + resendAfterSeconds * 1000);
      setFieldError(null);
      toast.dismiss();
      toast.success(t('auth:toast.otpSent'), { description: t('auth:toast.otpSentBody', { phone: phoneNumber }) });
      setCode('');
      setStep('otp');
    } catch (error) {
      const title = hasErrorCode(error, 'rate_limited') ? t('auth:toast.rateLimited') : t('auth:toast.sendFailed');
      fail(field, title, loginErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  async function submitPhone() {
    if (!phone.trim()) return fail('phone', t('common:error'), t('auth:toast.phoneRequired'));
    await sendCode('phone');
  }

  async function resendCode() {
    if (resendInSeconds > 0 || busy) return;
    await sendCode('code');
  }

  async function finishLogin(isTest: boolean) {
    setFieldError(null);
    toast.dismiss(); // no stale error toast next to the success
    toast.success(isTest ? t('auth:toast.testLoginSuccess') : t('auth:toast.loginSuccess'));
    await wait(REDIRECT_DELAY_MS);
    // Re-reading the session swaps in the signed-in routes. If the cookie did not stick (blocked
    // cookies), nobody is signed in and the candidate is told why instead of waiting forever.
    if (await checkSession()) {
      await navigate('/study-planner', { replace: true });
      return;
    }
    fail('code', t('auth:toast.verifyFailed'), t('auth:toast.cookiesRequired'));
    setBusy(false);
  }

  async function submitCode() {
    const digits = code.trim();
    if (!digits) return fail('code', t('common:error'), t('auth:toast.otpRequired'));
    if (digits.length !== OTP_LENGTH) return fail('code', t('auth:toast.verifyFailed'), t('auth:toast.otpLength'));
    setBusy(true);
    let message: string;
    try {
      ({ message } = await (sentWith ?? provider).verifyCode(phoneNumber, digits));
    } catch (error) {
      setBusy(false);
      // Spec 01 §4: too many requests returns to the phone step with the code cleared, silently.
      if (hasErrorCode(error, 'rate_limited')) return backToPhone();
      const text = loginErrorText(error);
      // An expired code cannot be retried: a new one has to be requested.
      if (hasErrorCode(error, 'otp_expired')) {
        backToPhone();
        return fail('phone', t('auth:toast.verifyFailed'), text);
      }
      return fail('code', t('auth:toast.verifyFailed'), text);
    }
    await finishLogin(message === TEST_LOGIN_MESSAGE || (config?.testNumbers.includes(phoneNumber) ?? false));
  }

  return {
    step,
    phone,
    setPhone: changePhone,
    code,
    setCode: changeCode,
    busy,
    fieldError,
    resendInSeconds,
    resendCode,
    phoneNumber,
    testNumbers: config?.testNumbers ?? [],
    submitPhone,
    submitCode,
    backToPhone,
  };
}
