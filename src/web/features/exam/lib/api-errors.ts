import { ApiError } from '@web/lib/api';

/** The attempt can no longer change (submitted, or its time ran out): show the result instead. */
export function isAttemptClosed(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && (error.code === 'attempt_submitted' || error.code === 'attempt_time_over');
}

/** No answer, or a passing failure: worth another try with the same answer. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

export function isPaidPlanRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402;
}
