import type { AuthConfigResponse, LoginResponse } from '../../../../shared/auth';
import { builtInPhoneAuth } from './built-in-provider';

export type PhoneAuthProviderName = 'built-in' | 'firebase';

/**
 * How the login page proves that a candidate holds a phone number. Both steps throw `ApiError`
 * (or an error with the same `code`) so the page handles every provider alike.
 */
export interface PhoneAuthProvider {
  readonly name: PhoneAuthProviderName;
  /** Sends a 6-digit code to the E.164 number. */
  sendCode(phoneNumber: string): Promise<void>;
  /** Checks the code; on success the server has set the session cookie. */
  verifyCode(phoneNumber: string, code: string): Promise<LoginResponse>;
}

/**
 * The registry. Only the built-in OTP provider exists: the Firebase SDK is not a dependency.
 * Adding Firebase means writing `firebase-provider.ts` (signInWithPhoneNumber with an invisible
 * reCAPTCHA in #recaptcha-container, then POST /api/auth/firebase-verify {idToken, phoneNumber, uid}),
 * loading it lazily, and registering it here; `choosePhoneAuthProvider` already picks it when the
 * server sends a Firebase config.
 */
const PROVIDERS: Partial<Record<PhoneAuthProviderName, PhoneAuthProvider>> = {
  'built-in': builtInPhoneAuth,
};

export function choosePhoneAuthProvider(config: AuthConfigResponse | null): PhoneAuthProvider {
  const firebase = config?.firebase ? PROVIDERS.firebase : undefined;
  return firebase ?? builtInPhoneAuth;
}
