import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Bot, SendHorizontal, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CHAT_MAX_MESSAGE } from '@shared/constants';
import { quickQuestionLanguage, SHOWN_QUICK_QUESTIONS, showsQuickQuestions, type QUICK_QUESTIONS } from '../lib/chat-message';
import { useChat } from '../use-chat';
import { ChatBubble, ThinkingBubble } from './chat-bubble';

type ChatPanelProps = { open: boolean; onClose: () => void };

/** Below Tailwind's `sm` the panel covers the whole screen, so it is modal there. */
const FULL_SCREEN = '(max-width: 639.98px)';

function useFullScreen(): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia?.(FULL_SCREEN).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(FULL_SCREEN);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => setMatches(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return matches;
}

/** Tab and Shift+Tab wrap around inside the panel, so the keyboard never lands on the page hidden behind it. */
function keepFocusInside(event: globalThis.KeyboardEvent, container: HTMLElement | null) {
  const focusable = container?.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), textarea:not([disabled]), [tabindex="0"]');
  if (!focusable || focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  const inside = container!.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/** The open chat: greeting, quick questions, messages, and the input. */
export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const { t, i18n } = useTranslation('chat');
  const { messages, pending, send } = useChat();
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const panel = useRef<HTMLElement>(null);
  const fullScreen = useFullScreen();
  const answering = messages.at(-1)?.streaming === true;

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && fullScreen) keepFocusInside(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose, fullScreen]);

  // Follow the conversation as it grows (and as a streamed answer lengthens).
  useEffect(() => {
    const element = list.current;
    if (element && typeof element.scrollTo === 'function') element.scrollTo({ top: element.scrollHeight });
  }, [messages, pending]);

  // Input and send stay disabled while a reply is awaited; after it, the cursor returns to the box.
  useEffect(() => {
    if (!pending && open) input.current?.focus();
  }, [pending, open]);

  function submit(text: string, shown?: string) {
    if (pending || text.trim() === '') return;
    setDraft('');
    void send(text, shown);
  }

  /** A chip: asked in a language the library answers (English for the Hindi interface), shown as its label. */
  function ask(key: (typeof QUICK_QUESTIONS)[number]) {
    const label = t(`quickQuestions.${key}`);
    const asked = i18n.getFixedT(quickQuestionLanguage(i18n.resolvedLanguage), 'chat')(`quickQuestions.${key}`);
    submit(asked, label);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter keeps the newline; Enter that ends an IME composition does neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit(draft);
  }

  return (
    <section
      id="chat-panel"
      ref={panel}
      role="dialog"
      aria-label={t('title')}
      aria-modal={fullScreen || undefined}
      hidden={!open}
      data-testid="chat-panel"
      className="fixed inset-0 z-50 flex flex-col bg-white sm:inset-auto sm:right-4 sm:bottom-22 sm:h-[min(36rem,calc(100dvh-8rem))] sm:w-96 sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-2xl"
    >
      <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 sm:rounded-t-2xl">
        <span className="flex size-9 items-center justify-center rounded-full bg-indigo-700 text-white">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-indigo-900">{t('title')}</h2>
          <p className="truncate text-xs text-slate-600">{t('subtitle')}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className="flex size-11 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      {/*
        The log is the scrolling region: focusable (keyboard users scroll it with the arrow keys), named,
        and busy while an answer streams, so a screen reader reads the answer once it is whole rather
        than word by word. The messages inside stay a real list.
      */}
      <div
        ref={list}
        role="log"
        aria-label={t('messagesLabel')}
        aria-busy={answering}
        tabIndex={0}
        className="flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
        data-testid="chat-log"
      >
        <ol className="space-y-3" data-testid="chat-messages">
          {messages.map((message) => (
            <ChatBubble key={message.id} message={message} />
          ))}
          {pending && !answering && <ThinkingBubble />}
        </ol>
      </div>
      {showsQuickQuestions(messages) && (
        <div className="flex flex-wrap gap-2 px-3 pb-2" role="group" aria-label={t('quickQuestionsLabel')} data-testid="quick-questions">
          {SHOWN_QUICK_QUESTIONS.map((key) => (
            <button
              key={key}
              type="button"
              disabled={pending}
              onClick={() => ask(key)}
              className="min-h-9 rounded-2xl border border-indigo-200 bg-indigo-50 px-3 py-1 text-left text-sm font-semibold text-indigo-800 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60"
            >
              {t(`quickQuestions.${key}`)}
            </button>
          ))}
        </div>
      )}
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit(draft);
        }}
        className="flex items-end gap-2 border-t border-slate-200 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        <label className="sr-only" htmlFor="chat-input">
          {t('inputLabel')}
        </label>
        <textarea
          id="chat-input"
          ref={input}
          data-testid="chat-input"
          rows={2}
          value={draft}
          maxLength={CHAT_MAX_MESSAGE}
          disabled={pending}
          placeholder={t('placeholder')}
          aria-describedby="chat-hint"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-12 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-base focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:bg-slate-100"
        />
        <button
          type="submit"
          data-testid="chat-send"
          disabled={pending || draft.trim() === ''}
          aria-label={t('send')}
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-700 text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>
      <p id="chat-hint" className="sr-only">
        {t('hint')}
      </p>
    </section>
  );
}
