import i18n from 'i18next';
import type { ErrorCode } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api';
import { errorText } from '../../../lib/error-text';
import { PhoneAuthError } from '../phone-auth/phone-auth-error';

/** Codes whose translation says everything the server's (English) message says. */
const SELF_EXPLAINING: ReadonlySet<ErrorCode> = new Set(['invalid_phone', 'otp_invalid', 'otp_expired', 'rate_limited']);

/**
 * A failure found in the browser (the Firebase SDK, reCAPTCHA): its own translated message. Otherwise
 * the server's message in English (it carries details such as the test-number hint); in Marathi or
 * Hindi, the translation of the code when that translation is as specific as the message.
 */
export function loginErrorText(error: unknown): string {
  if (error instanceof PhoneAuthError) return i18n.t(`phoneAuthErrors.${error.messageKey}`, { ns: 'auth' });
  const english = (i18n.resolvedLanguage ?? 'en') === 'en';
  if (!english && error instanceof ApiError && SELF_EXPLAINING.has(error.code)) return i18n.t(error.code, { ns: 'errors' });
  return errorText(error);
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}
