import i18n from 'i18next';
import { ApiError } from './api';

/**
 * The line to show a candidate when a call fails: the server's own message when it answered,
 * otherwise (offline, or a bug on our side) a translated explanation.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return error.message;
  const code = error instanceof ApiError ? error.code : 'internal_error';
  return i18n.t(code, { ns: 'errors' });
}
