import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX } from 'lucide-react';
import type { MapQuizDto, QuizAttemptResult } from '@shared/maps';
import { Button } from '@web/components/ui/button';
import { Select } from '@web/components/ui/select';
import { PageSpinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/error-text';
import { localDigits } from '@web/lib/digits';
import { useLayers, useQuizzes } from '../api/maps';
import { contentCode, pickText } from '../lib/map-text';
import { LocateQuiz } from './locate-quiz';
import { QuizModal } from './quiz-modal';

/** Quiz Mode: a layer to practise, the find-on-map quiz, and the layer's quiz cards (Start Quiz opens the modal). */
export function QuizTab() {
  const { t, i18n } = useTranslation('maps');
  const code = contentCode(i18n.resolvedLanguage);
  const layers = useLayers();
  const open = (layers.data ?? []).filter((l) => !l.locked);
  const [layerId, setLayerId] = useState<string>('');
  const chosen = layerId || open[0]?.id;
  const quizzes = useQuizzes(chosen);
  const [active, setActive] = useState<MapQuizDto | null>(null);
  const [results, setResults] = useState<Record<string, QuizAttemptResult>>({});

  if (layers.isPending) return <PageSpinner label={t('loading')} />;
  const layer = open.find((l) => l.id === chosen);
  return (
    <div className="space-y-5">
      <div className="max-w-md space-y-1.5">
        <label htmlFor="quiz-layer" className="text-sm font-semibold text-slate-700">
          {t('quiz.layer')}
        </label>
        <Select id="quiz-layer" value={chosen ?? ''} onChange={(e) => setLayerId(e.target.value)} data-testid="quiz-layer">
          {open.map((l) => (
            <option key={l.id} value={l.id}>
              {pickText(l.name, code)}
            </option>
          ))}
        </Select>
      </div>
      {layer && <LocateQuiz key={layer.id} layer={layer} />}
      <section aria-labelledby="choice-quizzes" className="space-y-3">
        <h2 id="choice-quizzes" className="text-lg font-semibold text-slate-900">
          {t('quiz.choiceTitle')}
        </h2>
        {quizzes.isPending && <PageSpinner label={t('loading')} />}
        {quizzes.isError && <p role="alert">{errorText(quizzes.error)}</p>}
        {quizzes.data?.length === 0 && <p className="text-slate-600">{t('quiz.none')}</p>}
        <ul className="grid items-start gap-3 md:grid-cols-2">
          {quizzes.data?.map((q) => {
            const r = results[q.id];
            const right = r && q.options.find((o) => o.id === r.correctAnswer);
            return (
              <li
                key={q.id}
                className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
                data-testid="quiz-card"
                data-quiz-id={q.id}
              >
                <p className="font-semibold text-slate-900">{pickText(q.question, code)}</p>
                <p className="text-sm text-slate-600">
                  {t(`difficulty.${q.difficulty}`)} · {t('quiz.points', { points: localDigits(q.points) })} ·{' '}
                  {t('quiz.seconds', { seconds: localDigits(q.timeLimit) })}
                </p>
                {r && (
                  <div
                    role="status"
                    data-testid="quiz-result"
                    data-correct={r.isCorrect}
                    className={`rounded-xl p-3 ${r.isCorrect ? 'bg-green-50 text-green-950' : 'bg-red-50 text-red-950'}`}
                  >
                    <p className="flex items-center gap-1.5 font-semibold">
                      {r.isCorrect ? <CircleCheck aria-hidden="true" className="size-4" /> : <CircleX aria-hidden="true" className="size-4" />}
                      {r.isCorrect ? t('quiz.correct', { points: localDigits(r.score) }) : t('quiz.wrong')}
                    </p>
                    {!r.isCorrect && right && <p className="mt-1">{t('quiz.answerWas', { answer: pickText(right.text, code) })}</p>}
                    <p className="mt-1 text-sm">{pickText(r.explanation, code)}</p>
                  </div>
                )}
                <Button className="mt-auto self-start" onClick={() => setActive(q)} data-testid="start-quiz">
                  {r ? t('quiz.again') : t('quiz.start')}
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
      {active && (
        <QuizModal
          key={active.id}
          quiz={active}
          onClose={() => setActive(null)}
          onResult={(r) => {
            setResults((x) => ({ ...x, [r.quizId]: r }));
            setActive(null);
          }}
        />
      )}
    </div>
  );
}
