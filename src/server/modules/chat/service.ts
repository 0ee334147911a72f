import type { ChatRequest, ChatResponse, ChatStreamEvent } from '../../../shared/ai';
import type { ChatStream } from '../../ai/engine';
import type { AiService } from '../../ai/service';

export function ask(ai: AiService, userId: string, input: ChatRequest): Promise<ChatResponse> {
  return ai.chat(userId, input);
}

/** Opens the answer (quota, cache and engine errors surface here, before any byte is sent). */
export function openStream(ai: AiService, userId: string, input: ChatRequest): Promise<ChatStream> {
  return ai.chatStream(userId, input);
}

/** The NDJSON events of an answer: who answers, the text in pieces, then its sources — or an error mid-way. */
export async function* streamEvents(s: ChatStream, onError?: (err: unknown) => void): AsyncGenerator<ChatStreamEvent> {
  yield { type: 'start', ...s.info };
  try {
    for await (const text of s.deltas) if (text) yield { type: 'delta', text };
    yield { type: 'done', sources: s.sources };
  } catch (err) {
    onError?.(err);
    yield { type: 'error', code: 'service_unavailable', message: 'The answer was interrupted. Please try again.' };
  }
}
