import i18n from 'i18next';
import { ApiError } from './api';

/**
 * The line to show a candidate when a call fails, in their language: the translation of the error's code
 * (`errors:<code>`, with the server's params filled in). Only a code the dictionaries do not know (a newer server)
 * shows the server's own English message.
 */
export function errorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'internal_error';
  if (i18n.exists(code, { ns: 'errors' })) return i18n.t(code, { ns: 'errors', ...(error instanceof ApiError ? error.params : {}) });
  return error instanceof ApiError && error.message ? error.message : i18n.t('internal_error', { ns: 'errors' });
}
