import type { LoginResponse } from '@shared/auth';
import type { ErrorCode } from '@shared/errors';
import { ApiError } from '@web/lib/api';
import { PhoneAuthError } from './phone-auth-error';

/** The body of POST /api/auth/firebase-verify (`firebaseVerifyRequest` in src/shared/auth.ts). */
export type FirebaseVerifyBody = { idToken: string; phoneNumber: string; uid: string };

function errorOf(body: unknown): { code: ErrorCode; message: string } | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body as { error: unknown };
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' ? { code: code as ErrorCode, message } : null;
}

function isLoginResponse(body: unknown): body is LoginResponse {
  if (typeof body !== 'object' || body === null) return false;
  const { success, message, user } = body as { success?: unknown; message?: unknown; user?: unknown };
  return success === true && typeof message === 'string' && typeof user === 'object' && user !== null;
}

/**
 * POST /api/auth/firebase-verify: the server checks the Firebase ID token and, when it holds, sets the
 * session cookie and answers `LoginResponse`. Its own refusals (e.g. 'Identity verification failed: …')
 * come back as `ApiError`s like any API call; an answer that is not JSON at all (a proxy's error page)
 * is 'Server error: Invalid response format'; JSON that is neither a login nor an
 * error is 'Server verification failed'.
 */
export async function postFirebaseVerify(body: FirebaseVerifyBody): Promise<LoginResponse> {
  let response: Response;
  try {
    response = await fetch('/api/auth/firebase-verify', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, 'service_unavailable', error instanceof Error ? error.message : 'Network request failed');
  }
  let answer: unknown;
  try {
    answer = JSON.parse(await response.text());
  } catch {
    throw new PhoneAuthError('invalidResponse', 'internal_error', response.status || 500);
  }
  if (response.ok && isLoginResponse(answer)) return answer;
  const error = response.ok ? null : errorOf(answer);
  if (error) throw new ApiError(response.status, error.code, error.message);
  throw new PhoneAuthError('serverFailed', 'internal_error', response.status);
}
