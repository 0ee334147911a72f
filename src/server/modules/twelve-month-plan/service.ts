import type { PlanProgressDto } from '@shared/twelve-month-plan';
import { daysBetween, indiaDay } from '@server/clock';
import type { Executor } from '@server/db/database';
import * as repo from './repo';

const PLAN_MONTHS = 12;

/** Whole calendar months from `from` (YYYY-MM) to `to` (YYYY-MM). */
export const monthsBetween = (from: string, to: string) => {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
};

/**
 * The candidate's real progress: months done are the calendar months fully past since the chosen start month
 * (a plan started this month has 0 done and is in month 1); days left count from today in India to the exam date.
 */
export function progressOf(startMonth: string | null, examDate: string | null, now: Date): PlanProgressDto {
  const today = indiaDay(now);
  const elapsed = startMonth ? monthsBetween(startMonth, today.slice(0, 7)) : null;
  const monthsDone = elapsed === null ? null : Math.min(PLAN_MONTHS, Math.max(0, elapsed));
  const currentMonth = elapsed === null || elapsed < 0 || elapsed >= PLAN_MONTHS ? null : elapsed + 1;
  return {
    startMonth,
    monthsDone,
    currentMonth,
    percent: monthsDone === null ? null : Math.round((monthsDone / PLAN_MONTHS) * 100),
    examDate,
    daysLeft: examDate ? daysBetween(today, examDate) : null,
  };
}

export async function progress(db: Executor, userId: string, now: Date): Promise<PlanProgressDto> {
  const [start, exam] = await Promise.all([repo.startMonth(db, userId), repo.examDate(db, userId)]);
  return progressOf(start, exam, now);
}

export async function setStart(db: Executor, userId: string, month: string | null, now: Date): Promise<PlanProgressDto> {
  await repo.setStartMonth(db, userId, month, now);
  return progress(db, userId, now);
}
