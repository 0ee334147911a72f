import type { ChatRequest, ChatResponse } from '@shared/chat';
import { api } from '@web/lib/api';

/** POST /api/chat/ask: the whole answer at once (used when the stream cannot start). */
export function askChat(body: ChatRequest, options?: { signal?: AbortSignal }): Promise<Partial<ChatResponse> | undefined> {
  return api.post<Partial<ChatResponse> | undefined>('/api/chat/ask', body, options);
}
