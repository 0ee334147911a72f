import { CalendarX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StudyPlan } from '@shared/study-plan';
import { cn } from '@web/lib/cn';
import { plannerSubjectName } from '@web/lib/subject-name';
import { taskTitle } from '../lib/task-title';

type PlanDay = StudyPlan['days'][number];
type DayTasksProps = {
  day: PlanDay | undefined;
  isToday: boolean;
  /** the language the plan was made in: a Hindi page names topics in it (the library has no Hindi) */
  planLanguage: StudyPlan['language'];
  onToggle: (taskId: string, isCompleted: boolean) => void;
};

const TYPE_STYLES: Record<PlanDay['tasks'][number]['type'], string> = {
  study: 'bg-indigo-50 text-indigo-800',
  revision: 'bg-amber-50 text-amber-800',
  practice: 'bg-green-50 text-green-800',
  test: 'bg-rose-50 text-rose-800',
};

/** The tasks of one day, each a toggle, named in the page's language; an empty day says so. */
export function DayTasks({ day, isToday, planLanguage, onToggle }: DayTasksProps) {
  const { t, i18n } = useTranslation('study-plan', { keyPrefix: 'ninetyDay' });
  if (!day || day.tasks.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-slate-50 px-4 py-6 text-slate-600" data-testid="no-schedule">
        <CalendarX aria-hidden="true" className="size-5 shrink-0" />
        {isToday ? t('view.noSchedule') : t('view.noScheduleDay')}
      </p>
    );
  }
  return (
    <ul className="space-y-2" data-testid="day-tasks">
      {day.tasks.map((task) => (
        <li key={task.id}>
          <label
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
              task.isCompleted ? 'border-green-300 bg-green-50' : 'border-slate-200 bg-white hover:bg-slate-50',
            )}
          >
            <input
              type="checkbox"
              data-testid="task-toggle"
              checked={task.isCompleted}
              onChange={(event) => onToggle(task.id, event.target.checked)}
              className="mt-1 size-5 shrink-0 accent-green-700"
            />
            <span className="min-w-0 flex-1">
              <span
                className={cn('block font-semibold break-words', task.isCompleted ? 'text-slate-500 line-through' : 'text-slate-900')}
                data-testid="task-title"
              >
                {taskTitle(task, t, i18n.resolvedLanguage, planLanguage)}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <span className={cn('rounded-full px-2 py-0.5 font-semibold', TYPE_STYLES[task.type])}>{t(`taskTypes.${task.type}`)}</span>
                <span>{plannerSubjectName(task.subject, i18n.resolvedLanguage)}</span>
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden="true" className="size-3.5" />
                  {t('view.minutes', { count: task.duration })}
                </span>
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
