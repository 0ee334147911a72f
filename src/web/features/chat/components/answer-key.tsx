import { useState } from 'react';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SafeMarkdown } from '@web/components/ui/safe-markdown';

/** A quiz's answers stay hidden until the candidate has tried the questions and asks for them. */
export function AnswerKey({ source }: { source: string }) {
  const { t } = useTranslation('chat');
  const [shown, setShown] = useState(false);
  if (shown)
    return (
      <div data-testid="quiz-answer-key">
        <SafeMarkdown source={source} className="text-[0.9375rem]" />
      </div>
    );
  return (
    <button
      type="button"
      onClick={() => setShown(true)}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-xl border border-indigo-200 bg-white px-3 py-1 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      data-testid="show-answer-key"
    >
      <Eye aria-hidden="true" className="size-4" />
      {t('showAnswers')}
    </button>
  );
}
