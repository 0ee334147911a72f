import type { PlannerSubjectId } from './constants';

/**
 * Plain constants of the flashcards feature (no zod, so the page does not pull the schemas in): spec 02 §9
 * "counts 5, 10 (default), 15, 20; difficulty easy, medium, hard; 8 subjects including Maharashtra Specific".
 */
export const FLASHCARD_SUBJECTS = [
  'history',
  'geography',
  'polity',
  'economy',
  'science-technology',
  'environment',
  'current-affairs',
  'maharashtra',
] as const;
export type FlashcardSubject = (typeof FLASHCARD_SUBJECTS)[number];

/** Each flashcard subject to the planner subjects whose notes and bank questions it draws on. */
export const FLASHCARD_SUBJECT_SOURCES: Readonly<Record<FlashcardSubject, readonly PlannerSubjectId[]>> = {
  history: ['history'],
  geography: ['indian-geography'],
  polity: ['polity', 'constitution', 'public-administration'],
  economy: ['economy'],
  'science-technology': ['science-technology'],
  environment: ['environment'],
  'current-affairs': ['current-affairs'],
  maharashtra: ['maharashtra-history', 'maharashtra-geography'],
};

export const FLASHCARD_COUNTS = [5, 10, 15, 20] as const;
export const DEFAULT_FLASHCARD_COUNT = 10;

/** Longest pasted notes the offline extractor reads (characters); a chapter's worth. */
export const NOTES_MAX_CHARS = 20_000;
export const TOPIC_MAX_CHARS = 120;
export const CARD_SIDE_MAX_CHARS = 2_000;

/** FSRS ratings, as the buttons and the keys 1–4 send them. */
export const RATINGS = [1, 2, 3, 4] as const;
export type ReviewRating = (typeof RATINGS)[number];
export const RATING_NAMES = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' } as const;

/** Daily limits: defaults and bounds (docs/decisions/010-flashcards-fsrs.md). */
export const DEFAULT_NEW_PER_DAY = 20;
export const DEFAULT_REVIEWS_PER_DAY = 200;
export const MAX_NEW_PER_DAY = 200;
export const MAX_REVIEWS_PER_DAY = 2000;
/** A card forgotten this many times is a leech. */
export const LEECH_LAPSES = 8;
/** Within this many days of the exam date the queue puts the least-remembered cards first. */
export const EXAM_FINAL_DAYS = 30;
export const FORECAST_DAYS = 30;
