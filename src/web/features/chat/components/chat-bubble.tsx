import { Bot, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EngineBadge } from '@web/components/ai/engine-badge';
import { SourceList } from '@web/components/ai/source-list';
import { SafeMarkdown } from '@web/components/ui/safe-markdown';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import type { ChatMessage } from '../lib/chat-message';
import { AnswerKey } from './answer-key';
import { NotSure } from './not-sure';

function BotAvatar() {
  return (
    <span className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
      <Bot aria-hidden="true" className="size-4" />
    </span>
  );
}

/** One message: the candidate's on the right as typed; the bot's on the left as safe Markdown with its sources. */
export function ChatBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  if (message.sender === 'user') {
    return (
      <li className="flex justify-end" data-testid="chat-message" data-sender="user">
        <p className="max-w-[85%] rounded-2xl rounded-br-md bg-indigo-700 px-3.5 py-2 break-words whitespace-pre-wrap text-white">
          {message.shown ?? message.content}
        </p>
      </li>
    );
  }
  const isError = message.kind === 'error';
  const notSure = message.kind === 'answer' && !message.streaming && message.sure === false;
  return (
    <li className="flex gap-2" data-testid="chat-message" data-sender="bot" data-kind={message.kind} data-sure={notSure ? 'false' : undefined}>
      <BotAvatar />
      <div
        className={cn(
          'max-w-[85%] min-w-0 space-y-2 rounded-2xl rounded-bl-md px-3.5 py-2',
          isError
            ? 'border border-red-200 bg-red-50 text-red-950'
            : notSure
              ? 'border border-amber-300 bg-amber-50 text-slate-900'
              : 'bg-slate-100 text-slate-900',
        )}
      >
        {message.kind === 'greeting' && <p>{t('greeting')}</p>}
        {isError && (
          <p className="flex gap-2">
            <TriangleAlert aria-hidden="true" className="mt-1 size-4 shrink-0 text-red-700" />
            <span>{message.errorKey ? t(`errors.${message.errorKey}`) : message.content}</span>
          </p>
        )}
        {notSure && (
          <>
            <NotSure sources={message.sources ?? []} doubt={message.doubt} />
            {message.engine && <EngineBadge {...message.engine} />}
          </>
        )}
        {message.kind === 'answer' && !notSure && (
          <>
            <SafeMarkdown source={message.content} className="text-[0.9375rem]" />
            {!message.streaming && message.answerKey && <AnswerKey source={message.answerKey} />}
            {message.interrupted && <p className="text-sm font-semibold text-amber-800">{t('interrupted')}</p>}
            {!message.streaming && message.sources && <SourceList sources={message.sources} className="border-t border-slate-200 pt-2" />}
            {!message.streaming && message.engine && <EngineBadge {...message.engine} />}
          </>
        )}
      </div>
    </li>
  );
}

/** Shown while the answer has not started: a bubble with a spinner. */
export function ThinkingBubble() {
  const { t } = useTranslation('chat');
  return (
    <li className="flex gap-2" data-testid="chat-thinking">
      <BotAvatar />
      <p role="status" className="flex items-center gap-2 rounded-2xl rounded-bl-md bg-slate-100 px-3.5 py-2 text-slate-700">
        <Spinner className="size-4" />
        {t('thinking')}
      </p>
    </li>
  );
}
