import type { ErrorCode } from '@shared/errors';
import type en from '@web/i18n/resources/en';
import { ApiError } from '@web/lib/api';

/** A key of `auth:phoneAuthErrors` (en, mr and hi dictionaries). */
export type PhoneAuthMessage = keyof (typeof en)['auth']['phoneAuthErrors'];

/**
 * A sign-in failure found in the browser rather than answered by our server (the Firebase SDK, a
 * missing reCAPTCHA, an unreadable answer). It is an `ApiError` with the code the login page acts
 * on (`rate_limited`, `otp_expired`, …), so every provider is handled alike, and it names its own
 * translated message: `loginErrorText` shows `auth:phoneAuthErrors.<messageKey>` in every language.
 */
export class PhoneAuthError extends ApiError {
  constructor(
    readonly messageKey: PhoneAuthMessage,
    code: ErrorCode,
    status: number,
    /** The Firebase code (`auth/…`) this came from, for debugging. */
    readonly firebaseCode?: string,
  ) {
    super(status, code, firebaseCode ? `${messageKey} (${firebaseCode})` : messageKey);
  }
}
