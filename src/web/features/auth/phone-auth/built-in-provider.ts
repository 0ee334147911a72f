import { sendOtp } from '../api/send-otp';
import { verifyOtp } from '../api/verify-otp';
import type { PhoneAuthProvider } from './phone-auth-provider';

/** The server's own OTP (SMS from the server, or the configured test numbers outside production). */
export const builtInPhoneAuth: PhoneAuthProvider = {
  name: 'built-in',
  async sendCode(phoneNumber) {
    const { resendAfterSeconds } = await sendOtp(phoneNumber);
    return { resendAfterSeconds };
  },
  verifyCode: verifyOtp,
};
