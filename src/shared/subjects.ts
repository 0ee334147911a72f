import { z } from 'zod';
import { BOOK_SUBJECTS, PAPER_TYPES, PLANNER_SUBJECTS, type PlannerSubjectId } from './constants';

export { BOOK_SUBJECTS, PAPER_TYPES, PLANNER_SUBJECTS, type PlannerSubjectId } from './constants';
export const PLANNER_SUBJECT_IDS = PLANNER_SUBJECTS.map((s) => s.id) as [PlannerSubjectId, ...PlannerSubjectId[]];
export const plannerSubjectId = z.enum(PLANNER_SUBJECT_IDS);

/**
 * The one table of GS Paper I weights (questions out of 100 per subject): an editorial estimate from the paper's
 * published syllabus sections, not an official or counted distribution (MPSC publishes none). The bank's targets
 * (30 × weight, docs/content-guidelines.md) and the full-length and daily papers (docs/decisions/006) both read it.
 */
export const GS_PAPER_WEIGHTS: Readonly<Partial<Record<PlannerSubjectId, number>>> = {
  history: 11,
  'maharashtra-history': 7,
  'indian-geography': 9,
  'maharashtra-geography': 6,
  polity: 7,
  constitution: 5,
  'public-administration': 4,
  economy: 16,
  environment: 10,
  'science-technology': 12,
  'current-affairs': 13,
};

export const bookSubject = z.enum(BOOK_SUBJECTS);

export const paperType = z.enum(PAPER_TYPES);

export type BookSubject = (typeof BOOK_SUBJECTS)[number];
/**
 * Book-library subjects to the planner subjects whose syllabus topics they cover, so the one
 * subject filter of /syllabus-books serves both its Books and its Syllabus tab. Language papers have no topics.
 */
export const BOOK_SUBJECT_TOPICS: Readonly<Record<BookSubject, readonly PlannerSubjectId[]>> = {
  History: ['history', 'maharashtra-history'],
  Geography: ['indian-geography', 'maharashtra-geography', 'environment'],
  Polity: ['polity', 'constitution', 'public-administration'],
  Economics: ['economy'],
  Science: ['science-technology', 'environment'],
  CSAT: ['mental-ability'],
  'Marathi Language': [],
  'English Language': [],
  Ethics: ['public-administration'],
  'Current Affairs': ['current-affairs'],
};

/** The topic explorer's subjects to the planner subjects whose topics they cover. */
export const EXPLORER_SUBJECT_TOPICS: Readonly<Record<string, readonly PlannerSubjectId[]>> = {
  history: ['history', 'maharashtra-history'],
  geography: ['indian-geography', 'maharashtra-geography', 'environment'],
  polity: ['polity', 'constitution', 'public-administration'],
  economy: ['economy'],
  environment: ['environment'],
  'science & technology': ['science-technology'],
  'current affairs': ['current-affairs'],
  ethics: ['public-administration'],
};

const norm = (s: string) => s.normalize('NFC').trim().toLowerCase();

/**
 * The planner subjects a free-text subject stands for: a planner id or name (any language), a topic-explorer
 * subject or a book-library subject. Unknown text stands for none (no filter).
 */
export function plannerSubjectsFor(subject: string): PlannerSubjectId[] {
  const s = norm(subject);
  const planner = PLANNER_SUBJECTS.find((p) => p.id === s || norm(p.en) === s || norm(p.mr) === s || norm(p.hi) === s);
  if (planner) return [planner.id];
  if (EXPLORER_SUBJECT_TOPICS[s]) return [...EXPLORER_SUBJECT_TOPICS[s]];
  const book = (Object.keys(BOOK_SUBJECT_TOPICS) as BookSubject[]).find((b) => norm(b) === s);
  return book ? [...BOOK_SUBJECT_TOPICS[book]] : [];
}

/** A planner subject's name in English or Marathi (the id itself when unknown). */
export function subjectName(id: string, lang: 'english' | 'marathi'): string {
  const s = PLANNER_SUBJECTS.find((p) => p.id === id);
  return s ? (lang === 'marathi' ? s.mr : s.en) : id;
}
