import type { TFunction } from 'i18next';
import type { StudyPlan } from '@shared/study-plan';
import { formatCalendarDate } from '@web/lib/format';
import { plannerSubjectName } from '@web/lib/subject-name';
import { taskTitle } from './task-title';

/** ninety-day-plan-{exam date}.txt */
export const ninetyDayFileName = (plan: Pick<StudyPlan, 'examDate'>) => `ninety-day-plan-${plan.examDate.slice(0, 10)}.txt`;

/**
 * The plan to the exam as plain text, in the page's language whatever language the plan was made in: every day with
 * its date and tasks (ticked ones marked [x]), each named as the page names it (task-title.ts).
 */
export function ninetyDayText(plan: StudyPlan, t: TFunction<'study-plan', 'ninetyDay'>, code: string | undefined): string {
  const title = t('title');
  const lines = [
    title,
    '='.repeat(40),
    t('view.examOn', { date: formatCalendarDate(plan.examDate) }),
    `${t('view.progress')}: ${t('view.progressValue', { progress: plan.progress })}`,
  ];
  for (const day of plan.days) {
    lines.push('', t('export.day', { day: day.day, date: formatCalendarDate(day.date) }), '-'.repeat(40));
    for (const task of day.tasks) {
      const facts = [t(`taskTypes.${task.type}`), plannerSubjectName(task.subject, code), t('view.minutes', { count: task.duration })];
      lines.push(`[${task.isCompleted ? 'x' : ' '}] ${taskTitle(task, t, code, plan.language)} (${facts.join(', ')})`);
    }
  }
  return `${lines.join('\n')}\n`;
}
