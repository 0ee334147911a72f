import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwelveMonthPlan } from '@shared/twelve-month-plan';
import { cn } from '@web/lib/cn';
import { localDigits } from '@web/lib/digits';
import { studyHoursText, type PlanLang } from '../lib/plan-text';

type Month = TwelveMonthPlan['months'][number];

/** One month of the timeline: click to open or close; subjects with book, target and duration, tasks, focus, tips. */
export function MonthCard({
  month,
  lang,
  open,
  current,
  onToggle,
}: {
  month: Month;
  lang: PlanLang;
  open: boolean;
  current: boolean;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation('twelve-month-plan');
  const id = useId();
  const list = (title: string, items: { en: string; mr: string }[]) => (
    <div>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
        {items.map((x) => (
          <li key={x.en}>{x[lang]}</li>
        ))}
      </ul>
    </div>
  );
  return (
    <li
      className={cn('rounded-2xl border bg-white shadow-sm', current ? 'border-indigo-600 ring-1 ring-indigo-600' : 'border-slate-200')}
      data-testid="month-card"
    >
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={onToggle}
          className="flex min-h-14 w-full items-center gap-3 rounded-2xl p-4 text-left focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full border-4 bg-white font-bold text-slate-900"
            style={{ borderColor: month.color }}
          >
            {localDigits(month.month)}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-xs font-semibold text-indigo-700 uppercase">
              {t('month', { n: localDigits(month.month) })}
              {current && ` · ${t('youAreHere')}`}
            </span>
            <span className="block font-semibold break-words text-slate-900">{month.title[lang]}</span>
          </span>
          <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')} />
        </button>
      </h3>
      {open && (
        <div id={`${id}-body`} className="space-y-4 border-t border-slate-100 p-4 text-sm">
          <p className="text-slate-800">
            <span className="font-semibold">{t('goal')}: </span>
            {month.goal[lang]}
          </p>
          <p className="text-slate-700">
            <span className="font-semibold">{t('studyHours')}: </span>
            {studyHoursText(month.studyHours, (hours) => t('hoursPerDay', { hours }), i18n.resolvedLanguage)}
          </p>
          <div>
            <h4 className="font-semibold text-slate-900">{t('subjects')}</h4>
            <ul className="mt-2 grid grid-cols-1 gap-2 md:grid-cols-2">
              {month.subjects.map((s) => (
                <li key={s.name.en} className="rounded-xl bg-slate-50 p-3">
                  <p className="font-semibold text-slate-900">{s.name[lang]}</p>
                  <p className="text-slate-700">
                    <span className="font-semibold">{t('book')}: </span>
                    {s.book}
                  </p>
                  <p className="text-slate-700">
                    <span className="font-semibold">{t('target')}: </span>
                    {s.target[lang]}
                  </p>
                  <p className="text-slate-600">{s.duration[lang]}</p>
                </li>
              ))}
            </ul>
          </div>
          {list(t('weeklyTasks'), month.weeklyTasks)}
          {list(t('keyFocus'), month.keyFocus)}
          {list(t('tips'), month.tips)}
        </div>
      )}
    </li>
  );
}
