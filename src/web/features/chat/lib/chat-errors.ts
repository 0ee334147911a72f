import { ApiError } from '@web/lib/api';
import { errorText } from '@web/lib/error-text';
import { ChatStreamError } from '../api/stream-chat';
import type { ChatErrorKey } from './chat-message';

/** The answer arrived but held no reply. */
export class MissingResponseError extends Error {
  override readonly name = 'MissingResponseError';
}

/** Failures whose own message tells the candidate what to do (the daily limit, the subscription). */
const OWN_MESSAGE_CODES = new Set(['quota_exceeded', 'subscription_required', 'paid_plan_required', 'ai_requests_running']);
/** Failures /ask would repeat: falling back would only fail again (or spend the quota twice). */
const FINAL_CODES = new Set([...OWN_MESSAGE_CODES, 'unauthenticated', 'forbidden', 'validation_failed', 'bad_request', 'rate_limited']);

function codeOf(error: unknown): string | undefined {
  return error instanceof ApiError || error instanceof ChatStreamError ? error.code : undefined;
}

/** Whether a stream that failed before any text should be retried through POST /api/chat/ask. */
export function shouldFallBack(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (error instanceof MissingResponseError) return false;
  const code = codeOf(error);
  return code === undefined || !FINAL_CODES.has(code);
}

/** The bot's reply to a failure: what to do for quota/subscription (translated), else one of two fixed lines (no answer, or no connection). */
export function chatErrorReply(error: unknown): { message: string } | { key: ChatErrorKey } {
  if (error instanceof MissingResponseError) return { key: 'noResponse' };
  const code = codeOf(error);
  if (code && OWN_MESSAGE_CODES.has(code))
    return { message: errorText(error instanceof ApiError ? error : new ApiError(0, code as ApiError['code'], (error as Error).message)) };
  return { key: 'connection' };
}
