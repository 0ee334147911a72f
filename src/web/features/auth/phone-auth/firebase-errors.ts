import type { ErrorCode } from '@shared/errors';
import { ApiError } from '@web/lib/api';
import { PhoneAuthError, type PhoneAuthMessage } from './phone-auth-error';

type Mapping = readonly [message: PhoneAuthMessage, code: ErrorCode, status: number];

/**
 * Spec 01 §8, Send OTP and Verify: the Firebase codes the login page explains. The error code decides
 * what the page does: `rate_limited` returns to the phone step with the code cleared (silently when
 * verifying), `otp_expired` returns to the phone step, `otp_invalid` stays on the code step.
 */
const FIREBASE_CODES: Readonly<Record<string, Mapping>> = {
  'auth/invalid-phone-number': ['invalidPhone', 'invalid_phone', 400],
  'auth/missing-phone-number': ['invalidPhone', 'invalid_phone', 400],
  'auth/too-many-requests': ['tooManyRequests', 'rate_limited', 429],
  'auth/code-expired': ['codeExpired', 'otp_expired', 410],
  'auth/invalid-verification-code': ['invalidCode', 'otp_invalid', 400],
  'auth/missing-verification-code': ['invalidCode', 'otp_invalid', 400],
  'auth/app-not-authorized': ['appNotAuthorized', 'service_unavailable', 503],
  'auth/unauthorized-domain': ['unauthorizedDomain', 'service_unavailable', 503],
  'auth/web-storage-unsupported': ['webStorageUnsupported', 'bad_request', 400],
};

function firebaseCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' && code.startsWith('auth/') ? code : undefined;
}

/**
 * What the page is given for an error thrown by the Firebase SDK. Errors that are already ours pass
 * through; anything unknown becomes `fallback` ('Failed to send OTP' when sending).
 */
export function fromFirebaseError(error: unknown, fallback: PhoneAuthMessage): ApiError {
  if (error instanceof ApiError) return error;
  const code = firebaseCode(error);
  // No answer from Google at all: the same translated "check your connection" as our own API calls.
  if (code === 'auth/network-request-failed') return new ApiError(0, 'service_unavailable', code);
  const mapping = code ? FIREBASE_CODES[code] : undefined;
  if (mapping) return new PhoneAuthError(mapping[0], mapping[1], mapping[2], code);
  return new PhoneAuthError(fallback, 'internal_error', 500, code);
}
