import { STUDY_HOURS } from '@shared/constants';
import type { ContentLang } from '@shared/language';
import type { NinetyDayRequest } from '@shared/study-plan';
import type { PlannerSubjectId } from '@shared/subjects';
import { daysBetween } from './plan-days';

export type StudyHours = (typeof STUDY_HOURS)[number];
export type NinetyDayFormValues = { examDate: string; subjects: PlannerSubjectId[]; studyHours: StudyHours; language: ContentLang };
export type NinetyDayFormErrors = Partial<Record<'examDate' | 'subjects', 'required' | 'past' | 'invalid' | 'tooFar'>>;
/** The plan covers every day to the exam, at most this many (the server refuses more: exam_date_too_far). */
export const MAX_PLAN_DAYS = 366;

export function defaultNinetyDayForm(language: ContentLang): NinetyDayFormValues {
  return { examDate: '', subjects: [], studyHours: 4, language };
}

/** Spec 02 §5: an exam date not before today and at least one subject. `today` is YYYY-MM-DD. */
export function validateNinetyDayForm(values: NinetyDayFormValues, today: string): NinetyDayFormErrors {
  const errors: NinetyDayFormErrors = {};
  if (!values.examDate) errors.examDate = 'required';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.examDate) || Number.isNaN(Date.parse(values.examDate))) errors.examDate = 'invalid';
  else if (values.examDate < today) errors.examDate = 'past';
  else if (daysBetween(today, values.examDate) > MAX_PLAN_DAYS) errors.examDate = 'tooFar';
  if (values.subjects.length === 0) errors.subjects = 'required';
  return errors;
}

export function ninetyDayRequest(values: NinetyDayFormValues): NinetyDayRequest {
  return { examDate: values.examDate, subjects: values.subjects, studyHours: values.studyHours, language: values.language };
}

export function toggleSubject(subjects: readonly PlannerSubjectId[], id: PlannerSubjectId): PlannerSubjectId[] {
  return subjects.includes(id) ? subjects.filter((s) => s !== id) : [...subjects, id];
}
