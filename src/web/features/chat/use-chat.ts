import { useCallback, useEffect, useRef, useState } from 'react';
import i18n from 'i18next';
import { CHAT_MAX_MESSAGE } from '@shared/constants';
import type { EngineInfo } from '@shared/ai';
import type { ChatRequest } from '@shared/chat';
import { languageFromCode } from '@web/i18n/language';
import { askChat } from './api/ask-chat';
import { streamChat } from './api/stream-chat';
import { chatErrorReply, MissingResponseError, shouldFallBack } from './lib/chat-errors';
import { chatHistory, createMessage, greetingMessage, messageId, type ChatMessage } from './lib/chat-message';

/** Spec 01 §7: the chat call carries a fixed context for study assistance. */
export const CHAT_CONTEXT = 'Study assistance for MPSC (Maharashtra state public service) exam candidates';

/**
 * The conversation: send(text, shown?) streams the answer into a bot message as it arrives, and falls back to
 * /api/chat/ask when the stream fails before any text. One question at a time.
 */
export function useChat() {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greetingMessage()]);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const messagesRef = useRef(messages);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);
  // Leaving the signed-in app (logout) stops an answer that is still arriving.
  useEffect(() => () => abortRef.current?.abort(), []);

  const update = useCallback((id: string, change: (message: ChatMessage) => ChatMessage) => {
    setMessages((current) => current.map((m) => (m.id === id ? change(m) : m)));
  }, []);

  const send = useCallback(
    async (text: string, shown?: string) => {
      const message = text.trim();
      if (!message || pendingRef.current) return;
      pendingRef.current = true;
      setPending(true);
      const controller = new AbortController();
      abortRef.current = controller;
      const request: ChatRequest = {
        message: message.slice(0, CHAT_MAX_MESSAGE),
        context: CHAT_CONTEXT,
        // the interface's language: a Hindi question typed in the Hindi interface is answered in Hindi (voice.ts)
        language: languageFromCode(i18n.resolvedLanguage ?? 'en'),
        history: chatHistory(messagesRef.current, CHAT_MAX_MESSAGE),
      };
      const question = createMessage('user', message, shown && shown !== message ? { shown } : {});
      setMessages((current) => [...current, question]);

      const botId = messageId();
      let engine: EngineInfo | undefined;
      let received = false;
      try {
        try {
          const end = await streamChat(
            request,
            {
              onStart: (info) => (engine = info),
              onDelta: (delta) => {
                if (!received) {
                  received = true;
                  const first = createMessage('bot', delta, { id: botId, kind: 'answer', streaming: true });
                  setMessages((current) => [...current, first]);
                } else update(botId, (m) => ({ ...m, content: m.content + delta }));
              },
            },
            { signal: controller.signal },
          );
          if (!received) throw new MissingResponseError();
          update(botId, (m) => ({
            ...m,
            sources: end.sources,
            sure: end.sure,
            answerKey: end.answerKey,
            doubt: end.doubt,
            engine,
            streaming: false,
          }));
        } catch (error) {
          if (received || !shouldFallBack(error)) throw error;
          const answer = await askChat(request, { signal: controller.signal });
          if (!answer || typeof answer.response !== 'string' || answer.response.trim() === '') throw new MissingResponseError();
          const info = answer.engine
            ? { engine: answer.engine, model: answer.model ?? '', fallback: !!answer.fallback, cached: !!answer.cached }
            : undefined;
          const reply = createMessage('bot', answer.response, {
            id: botId,
            kind: 'answer',
            sources: answer.sources ?? [],
            sure: answer.sure !== false,
            answerKey: answer.answerKey,
            doubt: answer.doubt,
            engine: info,
          });
          setMessages((current) => [...current, reply]);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        const reply = chatErrorReply(error);
        if (received) update(botId, (m) => ({ ...m, streaming: false, interrupted: true, engine }));
        else {
          const failure = createMessage('bot', 'message' in reply ? reply.message : '', {
            kind: 'error',
            errorKey: 'key' in reply ? reply.key : undefined,
          });
          setMessages((current) => [...current, failure]);
        }
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
        pendingRef.current = false;
        setPending(false);
      }
    },
    [update],
  );

  return { messages, pending, send };
}
