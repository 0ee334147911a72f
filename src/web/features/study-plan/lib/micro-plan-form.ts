import { DIFFICULTIES, EXAM_TARGETS } from '@shared/constants';
import type { ContentLang } from '@shared/language';
import type { MicroPlanRequest } from '@shared/study-plan';
import type { PlannerSubjectId } from '@shared/subjects';

export type Difficulty = (typeof DIFFICULTIES)[number];
export type ExamTarget = (typeof EXAM_TARGETS)[number];
export const DURATIONS = [1, 2] as const;
export type Duration = (typeof DURATIONS)[number];

/** The form as the candidate fills it: no subject until one is chosen. */
export type PlanFormValues = {
  subject: PlannerSubjectId | null;
  duration: Duration;
  examTarget: ExamTarget;
  difficulty: Difficulty;
  language: ContentLang;
};

/** Spec 01 §9 defaults: 1 hour, state exam Prelims, medium; the language follows the interface. */
export function defaultPlanForm(language: ContentLang): PlanFormValues {
  return { subject: null, duration: 1, examTarget: 'mpsc-prelims', difficulty: 'medium', language };
}

/** The request, or null while no subject is chosen (Generate stays disabled). */
export function planRequest(values: PlanFormValues): MicroPlanRequest | null {
  if (!values.subject) return null;
  return { ...values, subject: values.subject };
}
