import { z } from 'zod';
import { PLANNER_SUBJECTS, type PlannerSubjectId } from './constants';

export { PLANNER_SUBJECTS, type PlannerSubjectId } from './constants';
export const PLANNER_SUBJECT_IDS = PLANNER_SUBJECTS.map((s) => s.id) as [PlannerSubjectId, ...PlannerSubjectId[]];
export const plannerSubjectId = z.enum(PLANNER_SUBJECT_IDS);

/** Book library subjects (spec 02 §9). */
export const BOOK_SUBJECTS = [
  'History', 'Geography', 'Polity', 'Economics', 'Science', 'CSAT',
  'Marathi Language', 'English Language', 'Ethics', 'Current Affairs',
] as const;
export const bookSubject = z.enum(BOOK_SUBJECTS);

export const PAPER_TYPES = ['Prelims', 'Mains', 'Optional'] as const;
export const paperType = z.enum(PAPER_TYPES);

export const LANGUAGES = ['english', 'marathi', 'hindi'] as const;
export const language = z.enum(LANGUAGES);
