import { z } from 'zod';
import { twelveMonthPlan } from './content/library';

/** GET /api/twelve-month-plan — the static plan (content/twelve-month-plan.yaml, both languages) or null. */
export const twelveMonthPlanResponse = z.object({ plan: twelveMonthPlan.nullable() });
export type TwelveMonthPlanResponse = z.infer<typeof twelveMonthPlanResponse>;
export type { TwelveMonthPlan } from './content/library';

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month (YYYY-MM)');
/** PUT /api/twelve-month-plan/progress — the calendar month the candidate started month 1 (null: not started). */
export const planProgressRequest = z.object({ startMonth: month.nullable() }).strict();
export type PlanProgressRequest = z.infer<typeof planProgressRequest>;
/** The candidate's own progress; every figure is null until the data behind it exists. */
export const planProgressDto = z.object({
  startMonth: z.string().nullable(),
  /** Months fully past since the start month (0–12), null before a start month is chosen. */
  monthsDone: z.number().int().nullable(),
  /** The plan month the candidate is in (1–12), null before the start or after month 12. */
  currentMonth: z.number().int().nullable(),
  /** 0–100, months done over 12. */
  percent: z.number().int().nullable(),
  examDate: z.string().nullable(),
  /** Days from today (India) to the exam date, null without one. */
  daysLeft: z.number().int().nullable(),
});
export type PlanProgressDto = z.infer<typeof planProgressDto>;
