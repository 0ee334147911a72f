import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Timer } from 'lucide-react';
import type { MapQuizDto, QuizAttemptResult } from '@shared/maps';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/error-text';
import { localDigits } from '@web/lib/digits';
import { useQuizAttempt } from '../api/maps';
import { contentCode, pickText } from '../lib/map-text';

/**
 * Start Quiz's modal (spec 02 §4): open with no answer, an answer chosen, submitted (the modal closes and the attempt
 * is recorded). The time limit counts down; at zero a chosen answer is submitted, and without one nothing is recorded.
 * The time spent sent is the real one, from the modal's opening.
 */
export function QuizModal({ quiz, onClose, onResult }: { quiz: MapQuizDto; onClose: () => void; onResult: (r: QuizAttemptResult) => void }) {
  const { t, i18n } = useTranslation('maps');
  const code = contentCode(i18n.resolvedLanguage);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const started = useRef(0);
  const [choice, setChoice] = useState<string | null>(null);
  const [left, setLeft] = useState(quiz.timeLimit);
  const attempt = useQuizAttempt();

  useEffect(() => {
    started.current = Date.now();
    dialog.current?.showModal();
    const timer = setInterval(() => setLeft(Math.max(0, quiz.timeLimit - Math.floor((Date.now() - started.current) / 1000))), 250);
    return () => clearInterval(timer);
  }, [quiz.timeLimit]);

  const submit = (answer: string) => {
    if (attempt.isPending || attempt.isSuccess) return;
    const timeSpent = Math.min(3600, Math.round((Date.now() - started.current) / 1000));
    attempt.mutate({ quizId: quiz.id, selectedAnswer: answer, timeSpent, language: code }, { onSuccess: (r) => onResult(r) });
  };
  useEffect(() => {
    if (left === 0 && choice) submit(choice);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left === 0]);

  const timeUp = left === 0;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={onClose}
      data-testid="quiz-modal"
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <form
        method="dialog"
        className="space-y-4 p-5"
        onSubmit={(e) => {
          e.preventDefault();
          if (choice) submit(choice);
        }}
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {pickText(quiz.question, code)}
          </h2>
          <span
            className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold ${left <= 10 ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-800'}`}
            aria-label={t('quiz.timeLeft', { seconds: localDigits(left) })}
            data-testid="quiz-timer"
          >
            <Timer aria-hidden="true" className="size-4" />
            {localDigits(left)}
          </span>
        </div>
        <fieldset className="space-y-2" disabled={timeUp || attempt.isPending}>
          <legend className="sr-only">{t('quiz.options')}</legend>
          {quiz.options.map((o) => (
            <label
              key={o.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 has-checked:border-indigo-700 has-checked:bg-indigo-50"
            >
              <input
                type="radio"
                name="answer"
                value={o.id}
                checked={choice === o.id}
                onChange={() => setChoice(o.id)}
                className="size-4 accent-indigo-700"
              />
              <span className="text-slate-900">{pickText(o.text, code)}</span>
            </label>
          ))}
        </fieldset>
        {timeUp && !choice && (
          <p role="status" className="text-sm text-red-700">
            {t('quiz.timeUp')}
          </p>
        )}
        {attempt.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorText(attempt.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} data-testid="quiz-cancel">
            {timeUp && !choice ? t('quiz.close') : t('quiz.cancel')}
          </Button>
          <Button type="submit" disabled={!choice || attempt.isPending || (timeUp && !choice)} data-testid="quiz-submit">
            {t('quiz.submit')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
