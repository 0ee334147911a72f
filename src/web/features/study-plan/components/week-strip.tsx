import { useState } from 'react';
import { ChevronLeft, ChevronRight, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StudyPlan } from '@shared/study-plan';
import { cn } from '@web/lib/cn';
import { formatWeekDay } from '@web/lib/format';
import { weekWindow } from '../lib/plan-days';

type WeekStripProps = { days: StudyPlan['days']; count: number; todayIndex: number; selected: number; onSelect: (index: number) => void };

/** Three days either side of today; the arrows move a week earlier or later; a click shows that day's tasks. */
export function WeekStrip({ days, count, todayIndex, selected, onSelect }: WeekStripProps) {
  const { t } = useTranslation('study-plan', { keyPrefix: 'ninetyDay' });
  const [center, setCenter] = useState(todayIndex);
  const shown = weekWindow(center, count);
  const move = (by: number) => setCenter((c) => Math.min(Math.max(c + by, 0), count - 1));
  const arrow =
    'flex min-h-16 w-9 shrink-0 items-center justify-center rounded-xl border border-slate-200 bg-white text-indigo-800 hover:bg-indigo-50 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-indigo-600';
  return (
    <nav aria-label={t('view.week')} className="flex items-stretch gap-1 sm:gap-2">
      <button
        type="button"
        className={arrow}
        onClick={() => move(-7)}
        disabled={(shown[0] ?? 0) === 0}
        aria-label={t('view.earlierWeek')}
        data-testid="week-earlier"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      <ol className="grid flex-1 grid-cols-7 gap-1 sm:gap-2" data-testid="week-strip">
        {shown.map((index) => {
          const day = days[index]!;
          const { weekday, day: dayOfMonth } = formatWeekDay(day.date);
          const isToday = index === todayIndex;
          const isSelected = index === selected;
          return (
            <li key={day.day}>
              <button
                type="button"
                data-testid="week-day"
                data-day={day.day}
                aria-pressed={isSelected}
                aria-current={isToday ? 'date' : undefined}
                onClick={() => onSelect(index)}
                className={cn(
                  'flex min-h-16 w-full flex-col items-center justify-center rounded-xl border px-0.5 py-1.5 text-xs transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  isSelected ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-slate-200 bg-white text-slate-700 hover:bg-indigo-50',
                  isToday && !isSelected && 'border-indigo-400 ring-1 ring-indigo-400',
                )}
              >
                {/* The name starts with what is shown ("Mon 24"), so voice control finds it; the rest is read only. */}
                <span className="truncate">{weekday}</span> <span className="text-base font-semibold">{dayOfMonth}</span>{' '}
                <span className="sr-only">
                  {`(${t('view.dayOf', { day: day.day, total: count })}${isToday ? `, ${t('view.today')}` : ''}${day.isCompleted ? `, ${t('view.dayCompleted')}` : ''})`}
                </span>
                {day.isCompleted ? (
                  <CircleCheck aria-hidden="true" className={cn('size-3.5', isSelected ? 'text-white' : 'text-green-600')} />
                ) : (
                  <span className="h-3.5" aria-hidden="true" />
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={arrow}
        onClick={() => move(7)}
        disabled={(shown.at(-1) ?? 0) >= count - 1}
        aria-label={t('view.laterWeek')}
        data-testid="week-later"
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
