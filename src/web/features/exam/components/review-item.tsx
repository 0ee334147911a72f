import type { AttemptReview } from '@shared/exam';
import { CircleCheck, CircleX, Flag, MinusCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { num } from '../lib/numbers';
import type { ExamLanguage } from '../lib/use-exam-session';
import { QuestionData } from './question-data';
import { QuestionPassage } from './question-passage';

type Item = AttemptReview['items'][number];
const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
const OUTCOME = {
  correct: { Icon: CircleCheck, className: 'bg-green-100 text-green-900' },
  wrong: { Icon: CircleX, className: 'bg-red-100 text-red-900' },
  unattempted: { Icon: MinusCircle, className: 'bg-slate-100 text-slate-800' },
} as const;

export function ReviewItem({ item, n, language, onReport }: { item: Item; n: number; language: ExamLanguage; onReport: () => void }) {
  const { t } = useTranslation('exam');
  const { Icon, className } = OUTCOME[item.outcome];
  const options = item.options[language].length ? item.options[language] : item.options.en;
  return (
    <li className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5" data-testid="review-item" data-outcome={item.outcome}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-700">{t('review.questionN', { n: num(n) })}</h3>
        <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold', className)}>
          <Icon aria-hidden="true" className="size-4" />
          {t(`review.outcome.${item.outcome}`)}
        </span>
        {item.markedForReview && (
          <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-0.5 text-sm font-semibold text-violet-900">
            <Flag aria-hidden="true" className="size-4" />
            {t('screen.states.marked')}
          </span>
        )}
      </div>
      {item.passage && <QuestionPassage passage={item.passage} />}
      {item.data && <QuestionData data={item.data} lang={language} />}
      <p lang={language} className="whitespace-pre-line text-base font-semibold text-slate-900">
        {item.question[language] || item.question.en}
      </p>
      <ul className="space-y-1.5">
        {options.map((option, i) => {
          const right = i === item.answer;
          const yours = i === item.yourChoice;
          return (
            <li
              key={i}
              className={cn(
                'rounded-xl border px-3 py-2 text-sm',
                right ? 'border-green-600 bg-green-50' : yours ? 'border-red-600 bg-red-50' : 'border-slate-200',
              )}
            >
              <span lang={language}>
                <span className="font-semibold">{LETTERS[i]}.</span> {option}
              </span>
              {right && <span className="ml-2 font-semibold text-green-800">· {t('review.rightAnswer')}</span>}
              {yours && <span className={cn('ml-2 font-semibold', right ? 'text-green-800' : 'text-red-700')}>· {t('review.yourAnswer')}</span>}
            </li>
          );
        })}
      </ul>
      <div className="space-y-1 text-sm">
        <p className="font-semibold text-slate-800">{t('review.explanation')}</p>
        <p lang={language} className="whitespace-pre-line text-slate-700">
          {item.explanation[language] || item.explanation.en}
        </p>
        <p className="text-slate-600">
          <span className="font-semibold">{t('review.source')}:</span>{' '}
          {item.source.url ? (
            <a href={item.source.url} target="_blank" rel="noreferrer" className="text-indigo-800 underline">
              {item.source.title}
            </a>
          ) : (
            item.source.title
          )}
          {item.source.detail ? ` — ${item.source.detail}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <p className="text-sm text-slate-600" data-testid="cohort">
          {item.cohort.status === 'ok'
            ? t('review.cohort', {
                share: num(item.cohort.shareCorrect),
                attempts: num(item.cohort.attempts),
                seconds: num(Math.round(item.cohort.medianTimeMs / 1000)),
              })
            : t('review.cohortNotEnough', { attempts: num(item.cohort.attempts), needed: num(item.cohort.needed) })}
        </p>
        <Button variant="ghost" onClick={onReport} data-testid="report-button">
          <Flag aria-hidden="true" className="size-4" />
          {t('review.report')}
        </Button>
      </div>
    </li>
  );
}
