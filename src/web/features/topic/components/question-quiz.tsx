import { useState } from 'react';
import { CircleCheck, CircleX, Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TopicQuestion } from '@shared/topic';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { isCorrect, quizScore, visibleQuestions, type QuizAnswers } from '../lib/quiz';
import { ScoreBadge } from './score-badge';

function optionClass(revealed: boolean, chosen: boolean, right: boolean): string {
  if (revealed && right) return 'border-green-600 bg-green-50 text-green-950';
  if (revealed && chosen) return 'border-red-500 bg-red-50 text-red-950';
  if (chosen) return 'border-indigo-700 bg-indigo-50 text-indigo-950';
  return 'border-slate-200 bg-white hover:bg-slate-50';
}

/** Up to 10 questions; choose answers, then 'Show Results' reveals the answers and the score. */
export function QuestionQuiz({ questions }: { questions: readonly TopicQuestion[] }) {
  const { t } = useTranslation('topic');
  const shown = visibleQuestions(questions);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [revealed, setRevealed] = useState(false);
  const score = quizScore(shown, answers);

  if (shown.length === 0) return <p className="text-slate-600">{t('questions.none')}</p>;
  return (
    <div className="space-y-4" data-testid="question-quiz">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t('questions.answered', { answered: Object.keys(answers).length, total: shown.length })}</p>
        <div className="flex items-center gap-3">
          {revealed && <ScoreBadge {...score} />}
          <Button
            variant={revealed ? 'secondary' : 'primary'}
            aria-pressed={revealed}
            onClick={() => setRevealed((value) => !value)}
            data-testid="show-results"
          >
            {revealed ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
            {revealed ? t('questions.hideResults') : t('questions.showResults')}
          </Button>
        </div>
      </div>
      <ol className="space-y-4">
        {shown.map((question, index) => {
          const chosen = answers[question.id];
          const right = isCorrect(question, chosen);
          return (
            <li key={question.id} className="rounded-2xl border border-slate-200 p-4" data-testid="quiz-question">
              <fieldset>
                <legend className="font-semibold whitespace-pre-line text-slate-900">
                  <span className="mr-1 text-indigo-700">{index + 1}.</span> {question.question}
                </legend>
                <div className="mt-3 grid gap-2">
                  {question.options.map((option, optionIndex) => {
                    const isChosen = chosen === optionIndex;
                    const isAnswer = option.trim() === question.answer.trim();
                    return (
                      <label
                        key={optionIndex}
                        className={cn(
                          'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                          optionClass(revealed, isChosen, isAnswer),
                          revealed && 'cursor-default',
                        )}
                      >
                        <input
                          type="radio"
                          name={`question-${question.id}`}
                          checked={isChosen}
                          disabled={revealed}
                          onChange={() => setAnswers((current) => ({ ...current, [question.id]: optionIndex }))}
                          className="size-4 shrink-0 accent-indigo-700"
                        />
                        <span className="min-w-0 flex-1 break-words">{option}</span>
                        {revealed && isAnswer && (
                          <CircleCheck role="img" aria-label={t('questions.correctAnswer')} className="size-5 shrink-0 text-green-700" />
                        )}
                        {revealed && isChosen && !isAnswer && (
                          <CircleX role="img" aria-label={t('questions.yourAnswer')} className="size-5 shrink-0 text-red-600" />
                        )}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
              {revealed && (
                <div className="mt-3 space-y-1 rounded-xl bg-slate-50 p-3 text-sm" data-testid="question-result">
                  <p className={cn('font-semibold', right ? 'text-green-800' : 'text-red-700')}>
                    {right ? t('questions.correct') : chosen === undefined ? t('questions.unanswered') : t('questions.incorrect')}
                  </p>
                  <p className="text-slate-800">
                    <span className="font-semibold">{t('questions.answer')}:</span> {question.answer}
                  </p>
                  {question.explanation && <p className="text-slate-700">{question.explanation}</p>}
                  {question.source && <p className="text-xs text-slate-500">{t('questions.source', { source: question.source })}</p>}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
