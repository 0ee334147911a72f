import { ChevronLeft, ChevronRight, Eraser, Flag, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { num } from '../lib/numbers';
import type { ExamSession } from '../lib/use-exam-session';
import { QuestionData } from './question-data';
import { QuestionPassage } from './question-passage';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** The question on screen: its text in the chosen language, the options, mark / clear, and Previous / Next / Submit. */
export function QuestionPanel({ session, onSubmit }: { session: ExamSession; onSubmit: () => void }) {
  const { t } = useTranslation('exam');
  const { current, index, questions, answers, language, choose, clear, toggleMark, goTo } = session;
  if (!current) return null;
  const answer = answers.get(current.id);
  const marked = answer?.markedForReview === true;
  const last = index === questions.length - 1;
  const options = current.options[language].length ? current.options[language] : current.options.en;

  return (
    <Card className="space-y-5" data-testid="question-panel">
      <p className="text-sm font-semibold text-slate-600" data-testid="question-counter">
        {t('screen.questionOf', { n: num(index + 1), total: num(questions.length) })}
      </p>
      {current.passage && <QuestionPassage passage={current.passage} />}
      {current.data && <QuestionData data={current.data} lang={language} />}
      <fieldset className="space-y-3">
        <legend lang={language} className="mb-3 whitespace-pre-line text-lg leading-relaxed font-medium text-slate-900" data-testid="question-text">
          {current.question[language] || current.question.en}
        </legend>
        {options.map((option, i) => {
          const checked = answer?.choice === i;
          return (
            <label
              key={i}
              className={cn(
                'flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
                checked ? 'border-indigo-700 bg-indigo-50' : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={`q-${current.id}`}
                checked={checked}
                onChange={() => choose(i)}
                className="mt-1 size-4 shrink-0 accent-indigo-700"
                data-testid={`option-${i}`}
              />
              <span lang={language} className="text-base text-slate-900">
                <span className="font-semibold">{LETTERS[i]}.</span> {option}
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-pressed={marked}
          onClick={toggleMark}
          data-testid="mark-button"
          className={cn(marked && 'border-violet-700 text-violet-800')}
        >
          <Flag aria-hidden="true" className="size-4" />
          {marked ? t('screen.unmark') : t('screen.mark')}
        </Button>
        <Button variant="ghost" onClick={clear} disabled={answer?.choice === null || answer?.choice === undefined} data-testid="clear-button">
          <Eraser aria-hidden="true" className="size-4" />
          {t('screen.clear')}
        </Button>
      </div>
      <div className="flex justify-between gap-2 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={() => goTo(index - 1)} disabled={index === 0} data-testid="previous-button">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('screen.previous')}
        </Button>
        {last ? (
          <Button onClick={onSubmit} data-testid="submit-button">
            <Send aria-hidden="true" className="size-4" />
            {t('screen.submit')}
          </Button>
        ) : (
          <Button onClick={() => goTo(index + 1)} data-testid="next-button">
            {t('screen.next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
    </Card>
  );
}
