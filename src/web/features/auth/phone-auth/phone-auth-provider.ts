import type { AuthConfigResponse, LoginResponse } from '@shared/auth';
import { builtInPhoneAuth } from './built-in-provider';
import { createFirebasePhoneAuth } from './firebase-provider';

export type PhoneAuthProviderName = 'built-in' | 'firebase';

/**
 * How the login page proves that a candidate holds a phone number. Both steps throw `ApiError`
 * (a `PhoneAuthError` for failures found in the browser) so the page handles every provider alike.
 */
export interface PhoneAuthProvider {
  readonly name: PhoneAuthProviderName;
  /**
   * Called when the login screen appears; returns what to do when it goes away. A provider that
   * needs something on the page (Firebase's invisible reCAPTCHA in #recaptcha-container) sets it up
   * here and reports a failure through `onSetupError`.
   */
  attach?(events: { onSetupError: (error: unknown) => void }): () => void;
  /** Sends a 6-digit code to the E.164 number; says how long before another may be asked for. */
  sendCode(phoneNumber: string): Promise<{ resendAfterSeconds: number }>;
  /** Checks the code; on success the server has set the session cookie. */
  verifyCode(phoneNumber: string, code: string): Promise<LoginResponse>;
}

/**
 * Firebase when the server sends a Firebase web config, the server's own OTP otherwise. The Firebase
 * provider is a small module; the SDK itself is imported only once that provider is used, so neither
 * the landing page nor a login page without Firebase downloads it. Each call makes a new Firebase
 * provider (it holds the page's reCAPTCHA and confirmation result): call it once per login page.
 */
export function choosePhoneAuthProvider(config: AuthConfigResponse | null): PhoneAuthProvider {
  return config?.firebase ? createFirebasePhoneAuth(config.firebase) : builtInPhoneAuth;
}
