import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorText } from '../../lib/error-text';
import { sendOtp } from './api/send-otp';
import { verifyOtp } from './api/verify-otp';
import { toE164 } from './lib/phone';
import { useSession } from './use-session';

/** Spec 01 §2: after a successful login the browser moves on after one second. */
const REDIRECT_DELAY_MS = 1000;

type Step = 'phone' | 'otp';

/** The two-step phone sign-in (spec 01 §4 Sign-in steps). */
export function useOtpLogin() {
  const { t } = useTranslation(['auth', 'common']);
  const { checkSession } = useSession();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const phoneNumber = toE164(phone);

  async function submitPhone() {
    if (!phone.trim()) {
      toast.error(t('common:error'), { description: t('auth:toast.phoneRequired') });
      return;
    }
    setBusy(true);
    try {
      await sendOtp(phoneNumber);
      toast.success(t('auth:toast.otpSent'), { description: t('auth:toast.otpSentBody', { phone: phoneNumber }) });
      setStep('otp');
    } catch (error) {
      toast.error(t('auth:toast.sendFailed'), { description: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  async function submitCode() {
    if (!code.trim()) {
      toast.error(t('common:error'), { description: t('auth:toast.otpRequired') });
      return;
    }
    setBusy(true);
    try {
      await verifyOtp(phoneNumber, code.trim());
      toast.success(t('auth:toast.loginSuccess'));
      // Re-reading the session swaps in the signed-in routes, where /login leads to /study-planner.
      setTimeout(() => void checkSession(), REDIRECT_DELAY_MS);
    } catch (error) {
      toast.error(t('auth:toast.verifyFailed'), { description: errorText(error) });
      setBusy(false);
    }
  }

  function backToPhone() {
    setCode('');
    setStep('phone');
  }

  return { step, phone, setPhone, code, setCode, busy, phoneNumber, submitPhone, submitCode, backToPhone };
}
