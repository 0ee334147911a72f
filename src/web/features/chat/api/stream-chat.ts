import { chatStreamEvent, type ChatDoubt, type ChatRequest } from '@shared/chat';
import { type AiSource, type EngineInfo } from '@shared/ai';
import { requestRaw } from '@web/lib/api';
import { readNdjson } from '../lib/ndjson';

/** An `error` event, or a stream that ended without `done`. */
export class ChatStreamError extends Error {
  override readonly name = 'ChatStreamError';

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type ChatStreamHandlers = {
  onStart?: (engine: EngineInfo) => void;
  onDelta: (text: string) => void;
};

/**
 * POST /api/chat/stream: NDJSON lines of ChatStreamEvent (start, delta…, done | error). Calls the
 * handlers as events arrive and resolves with the sources (and whether the tutor is sure) once `done` comes.
 */
export type StreamedAnswerEnd = { sources: AiSource[]; sure: boolean; confidence?: number; answerKey?: string; doubt?: ChatDoubt };

export async function streamChat(
  body: ChatRequest,
  handlers: ChatStreamHandlers,
  options: { signal?: AbortSignal } = {},
): Promise<StreamedAnswerEnd> {
  const response = await requestRaw('POST', '/api/chat/stream', body, { accept: 'application/x-ndjson', signal: options.signal });
  if (!response.body) throw new ChatStreamError('stream_unsupported', 'The answer could not be streamed');
  for await (const line of readNdjson(response.body)) {
    const parsed = chatStreamEvent.safeParse(line);
    if (!parsed.success) continue; // a line from a newer server: not ours to read
    const event = parsed.data;
    if (event.type === 'start') handlers.onStart?.(event);
    else if (event.type === 'delta') handlers.onDelta(event.text);
    else if (event.type === 'done')
      return { sources: event.sources, sure: event.sure !== false, confidence: event.confidence, answerKey: event.answerKey, doubt: event.doubt };
    else throw new ChatStreamError(event.code, event.message);
  }
  throw new ChatStreamError('stream_incomplete', 'The answer stopped before it was complete');
}
