import { z } from 'zod';
import { aiSource, engineInfo } from './ai';
import { DIFFICULTIES, EXAM_TARGETS, STUDY_HOURS } from './constants';
import { contentLang } from './language';
import { lineText } from './text';
import { bilingual } from './content/common';
import { plannerSubjectId } from './subjects';

/** The study planner's one- or two-hour session plan and the day-by-day plan up to the exam: /api/study-plan/*. */

// ---------- micro plan ----------
export { EXAM_TARGETS, STUDY_HOURS };
export const examTarget = z.enum(EXAM_TARGETS);
export const microPlanRequest = z
  .object({
    subject: plannerSubjectId,
    duration: z.union([z.literal(1), z.literal(2)]),
    examTarget: examTarget.default('mpsc-prelims'),
    language: contentLang.default('english'),
    difficulty: z.enum(DIFFICULTIES).default('medium'),
  })
  .strict();
export type MicroPlanRequest = z.infer<typeof microPlanRequest>;
export const planHour = z.object({
  hour: z.number().int().min(1),
  topic: z.string(),
  source: z.string(),
  focusAreas: z.array(z.string()),
  practice: z.array(z.string()),
  goal: z.string(),
  tip: z.string(),
  /** the syllabus topic and its names in the library's languages: a page in another language names it from these */
  topicId: z.string().optional(),
  topicName: bilingual.optional(),
  /** the focus areas as the library names them (absent when a model rewrote them) */
  focusAreaNames: z.array(bilingual).optional(),
});
export const microPlan = z.object({
  subject: z.string(),
  duration: z.number().int(),
  examTarget: z.string(),
  hours: z.array(planHour).min(1),
  totalGoals: z.array(z.string()),
  exportMetadata: z.object({ difficulty: z.string(), generatedAt: z.string() }),
});
export type MicroPlan = z.infer<typeof microPlan>;
export const microPlanResponse = z.object({ plan: microPlan, sources: z.array(aiSource), ...engineInfo.shape });
export type MicroPlanResponse = z.infer<typeof microPlanResponse>;

// ---------- 90-day plan ----------
export const TASK_TYPES = ['study', 'revision', 'practice', 'test'] as const;
/**
 * What a task's title says, so a page words it in its own language: the topic itself, bank practice on the topic,
 * the weekly test of the week's subjects, its review, a full mock test, its review.
 */
export const TASK_LABELS = ['topic', 'practice', 'weeklyTest', 'testReview', 'mock', 'mockReview'] as const;
export type TaskLabel = (typeof TASK_LABELS)[number];
export const ninetyDayRequest = z
  .object({
    /** YYYY-MM-DD, not before today (checked on the server with its clock) */
    examDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)'),
    subjects: z.array(plannerSubjectId).min(1, 'choose at least one subject').max(12),
    studyHours: z
      .number()
      .int()
      .refine((h) => (STUDY_HOURS as readonly number[]).includes(h), 'must be one of 2, 3, 4, 5, 6, 8')
      .default(4),
    language: contentLang.default('english'),
  })
  .strict();
export type NinetyDayRequest = z.infer<typeof ninetyDayRequest>;
export const planTask = z.object({
  id: z.string(),
  subject: z.string(),
  type: z.enum(TASK_TYPES),
  topic: z.string(),
  /** minutes */
  duration: z.number().int().positive(),
  isCompleted: z.boolean(),
  /** the syllabus topic the task is on (stored with new plans; found from the title for older ones where it can be) */
  topicId: z.string().optional(),
  label: z.enum(TASK_LABELS).optional(),
  /** the topic's name in the library's languages, read from the library with every plan */
  topicName: bilingual.optional(),
});
export const planDay = z.object({ day: z.number().int().min(1), date: z.string(), isCompleted: z.boolean(), tasks: z.array(planTask) });
export const studyPlan = z.object({
  id: z.string(),
  examDate: z.string(),
  totalDays: z.number().int(),
  /** 0–100 (one decimal), ticked tasks over all tasks */
  progress: z.number(),
  createdAt: z.string(),
  /** the language the plan was made in: `topic` holds titles in it (a page in another language uses `topicName`) */
  language: contentLang,
  days: z.array(planDay),
});
export type StudyPlan = z.infer<typeof studyPlan>;
export const studyPlanResponse = z.object({ plan: studyPlan, ...engineInfo.shape });
/** GET /api/study-plan/current → the user's latest plan or null */
export const currentPlanResponse = z.object({ plan: studyPlan.nullable() });
/** PATCH /api/study-plan/:planId/day/:day — mark the day and/or individual tasks */
export const updateDayRequest = z
  .object({
    isCompleted: z.boolean().optional(),
    tasks: z
      .array(z.object({ id: lineText().max(64), isCompleted: z.boolean() }).strict())
      .max(50)
      .optional(),
  })
  .strict()
  .refine((b) => b.isCompleted !== undefined || (b.tasks?.length ?? 0) > 0, 'nothing to update');
export const updateDayParams = z.object({ planId: z.uuid(), day: z.coerce.number().int().min(1).max(400) });

export type PlanTask = z.infer<typeof planTask>;
export type PlanDay = z.infer<typeof planDay>;
export type StudyPlanResponse = z.infer<typeof studyPlanResponse>;
export type CurrentPlanResponse = z.infer<typeof currentPlanResponse>;
export type UpdateDayRequest = z.infer<typeof updateDayRequest>;
