import i18n from 'i18next';
import type { ErrorCode } from '@shared/errors';
import { ApiError } from '@web/lib/api';
import { errorText } from '@web/lib/error-text';
import { PhoneAuthError } from '../phone-auth/phone-auth-error';

/**
 * A failure found in the browser (the Firebase SDK, reCAPTCHA): its own translated message; otherwise the
 * translation of the server's error code, like every other failure.
 */
export function loginErrorText(error: unknown): string {
  if (error instanceof PhoneAuthError) return i18n.t(`phoneAuthErrors.${error.messageKey}`, { ns: 'auth' });
  return errorText(error);
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}
