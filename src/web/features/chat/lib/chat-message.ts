import type { AiSource, EngineInfo } from '@shared/ai';
import type { ChatDoubt } from '@shared/chat';

/** Spec 01 §3 Chat message: id, content, sender, timestamp; plus what a bot answer carries. */
export type ChatMessage = {
  id: string;
  content: string;
  /** what the candidate's bubble shows when it differs from what was asked (a Hindi quick question, asked in English) */
  shown?: string;
  sender: 'user' | 'bot';
  timestamp: number;
  /** greeting: shown in the current language; error: a failed answer's message. */
  kind?: 'greeting' | 'answer' | 'error';
  sources?: AiSource[];
  /** false: the tutor is not sure the library answers this; the bubble says so and offers the closest notes */
  sure?: boolean;
  /** why it is not answered, when it is not the library: an opinion or a forecast */
  doubt?: ChatDoubt;
  /** a quiz's answers, shown when the candidate asks */
  answerKey?: string;
  engine?: EngineInfo;
  /** true while the streamed text is still arriving */
  streaming?: boolean;
  /** set when a streamed answer broke off after some text */
  interrupted?: boolean;
  /** a failure shown in fixed words (translated when shown); otherwise `content` holds the server's message */
  errorKey?: ChatErrorKey;
};

export type ChatErrorKey = 'connection' | 'noResponse';

let counter = 0;

/** Ids unique within the page (crypto.randomUUID needs a secure context, which a LAN address is not). */
export function messageId(): string {
  counter += 1;
  return `m${Date.now().toString(36)}-${counter}`;
}

export function createMessage(sender: ChatMessage['sender'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id: messageId(), content, sender, timestamp: Date.now(), ...extra };
}

/** The panel starts with one bot greeting. */
export function greetingMessage(): ChatMessage {
  return createMessage('bot', '', { kind: 'greeting' });
}

/** The last turns the server may read (oldest first, at most 10), without the greeting or failures. */
export function chatHistory(messages: readonly ChatMessage[], maxLength: number): { role: 'user' | 'assistant'; content: string }[] {
  return messages
    .filter((m) => m.kind !== 'greeting' && m.kind !== 'error' && !m.streaming && m.content.trim() !== '')
    .slice(-10)
    .map((m) => ({ role: m.sender === 'user' ? 'user' : 'assistant', content: m.content.slice(0, maxLength) }));
}

/** Spec 01 §9: five quick questions; the panel offers the first three. */
export const QUICK_QUESTIONS = ['constitution', 'examPattern', 'currentAffairsQuiz', 'maharashtraHistory', 'economicsBasics'] as const;
export const SHOWN_QUICK_QUESTIONS = QUICK_QUESTIONS.slice(0, 3);

/**
 * The language a quick question is asked in: the library answers in English and Marathi only, so the Hindi
 * interface asks its chips in English (the language its answers come in, ai-language.ts) and shows them in Hindi.
 */
export function quickQuestionLanguage(uiLanguage: string | undefined): 'en' | 'mr' {
  return uiLanguage === 'mr' ? 'mr' : 'en';
}

/** Chips show only while the conversation has at most one message (the greeting). */
export function showsQuickQuestions(messages: readonly ChatMessage[]): boolean {
  return messages.length <= 1;
}
