import { z } from 'zod';
import { contentLang } from './language';
import { planTask } from './study-plan';
import { PLANNER_SUBJECT_IDS } from './subjects';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

/**
 * GET /api/dashboard — the candidate's home, from stored data only: every figure is null (the page says "not known
 * yet") until the data behind it exists. Spec 01 §1 dashboard texts.
 */
export const dashboardDto = z.object({
  firstName: z.string().nullable(),
  /** The exam date: the one set on the profile, else the latest 90-day plan's. */
  examDate: day.nullable(),
  examDateFrom: z.enum(['profile', 'plan']).nullable(),
  /** Whole days from today (India) to the exam date; negative once it has passed. */
  daysToExam: z.number().int().nullable(),
  syllabus: z.object({ studied: z.number().int(), total: z.number().int(), percent: z.number().int().nullable() }),
  /** Today's tasks of the latest 90-day plan, null without a plan or when today is outside it. */
  today: z
    .object({
      planId: z.string(),
      day: z.number().int(),
      totalDays: z.number().int(),
      /** the language the plan was made in (its tasks' titles); `topicName` names a topic in the page's */
      language: contentLang,
      isCompleted: z.boolean(),
      tasks: z.array(planTask),
    })
    .nullable(),
  /** The planner subject with the least coverage, for today's AI plan. */
  suggestedSubject: z.enum(PLANNER_SUBJECT_IDS),
});
export type DashboardDto = z.infer<typeof dashboardDto>;
