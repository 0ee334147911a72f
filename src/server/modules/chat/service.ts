import type { ChatStreamEvent } from '@shared/chat';
import type { ChatStream } from '@server/ai/task';

/** The NDJSON events of an answer: who answers, the text in pieces, then its sources — or an error mid-way. */
export async function* streamEvents(s: ChatStream, onError?: (err: unknown) => void): AsyncGenerator<ChatStreamEvent> {
  yield { type: 'start', ...s.info };
  try {
    for await (const text of s.deltas) if (text) yield { type: 'delta', text };
    yield {
      type: 'done',
      sources: s.sources,
      confidence: s.confidence ?? 1,
      sure: s.sure ?? true,
      ...(s.answerKey ? { answerKey: s.answerKey } : {}),
      ...(s.doubt ? { doubt: s.doubt } : {}),
    };
  } catch (err) {
    onError?.(err);
    yield { type: 'error', code: 'service_unavailable', message: 'The answer was interrupted. Please try again.' };
  }
}
