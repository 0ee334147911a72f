import type { StudyPlan } from '@shared/study-plan';
import { DAY_MS } from '@shared/constants';

/** The calendar date (YYYY-MM-DD) of `date` where the candidate is, not in UTC. */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD, or ISO strings whose date part is used). */
export function daysBetween(from: string, to: string): number {
  const utc = (value: string) => Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** How many days the plan really has to show (never more than it holds). */
export function dayCount(plan: Pick<StudyPlan, 'days' | 'totalDays'>): number {
  return Math.min(plan.totalDays, plan.days.length);
}

/**
 * Spec 02 §4: the current day index is the days since the first plan date, clamped to
 * 0..totalDays-1 (before the plan starts it shows day 1; after it ends, the last day).
 */
export function currentDayIndex(plan: Pick<StudyPlan, 'days' | 'totalDays'>, today: string): number {
  const count = dayCount(plan);
  const first = plan.days[0];
  if (!first || count === 0) return 0;
  return Math.min(Math.max(daysBetween(first.date, today), 0), count - 1);
}

/** Spec 02 §9: the week strip shows 3 days before and 3 after today, cut at the plan's ends. */
export function weekWindow(index: number, count: number, radius = 3): number[] {
  const indexes: number[] = [];
  for (let i = index - radius; i <= index + radius; i++) if (i >= 0 && i < count) indexes.push(i);
  return indexes;
}

/** 'Complete Today's Study' is enabled only when the day has tasks and every one is done. */
export function canCompleteDay(day: Pick<StudyPlan['days'][number], 'tasks' | 'isCompleted'> | undefined): boolean {
  return !!day && !day.isCompleted && day.tasks.length > 0 && day.tasks.every((task) => task.isCompleted);
}
