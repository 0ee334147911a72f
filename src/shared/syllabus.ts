import { z } from 'zod';
import { contentLang } from './language';
import { BOOK_SUBJECTS, PAPER_TYPES, PLANNER_SUBJECT_IDS } from './subjects';

/** Query parameters sent empty (`?subject=`) mean "no filter": the syllabus page sends every filter, chosen or not. */
const blankAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUndefined, schema.optional());

export const langParam = z.preprocess(blankAsUndefined, contentLang.default('english'));

// GET /api/syllabus — the tree as MPSC publishes it, keyed by paper name. The *Dto names keep
// these apart from the content-file schemas of the same things in ./content.
export const syllabusQuery = z.object({ lang: langParam });
export const syllabusSectionDto = z.object({ title: z.string(), topics: z.array(z.string()) });
export const syllabusPaperDto = z.object({
  id: z.string(),
  marks: z.number().int().optional(),
  questions: z.number().int().optional(),
  durationMinutes: z.number().int().optional(),
  nature: z.string().optional(),
  sections: z.array(syllabusSectionDto),
});
export const syllabusTreeDto = z.object({
  /** The exam the tree belongs to and where it is published; absent only while the library has no tree. */
  exam: z.string().optional(),
  source: z.object({ title: z.string(), detail: z.string().optional(), url: z.string().optional() }).optional(),
  prelims: z.record(z.string(), syllabusPaperDto),
  mains: z.record(z.string(), syllabusPaperDto),
});
export type SyllabusTreeDto = z.infer<typeof syllabusTreeDto>;
export type SyllabusPaperDto = z.infer<typeof syllabusPaperDto>;

// GET /api/syllabus/topics
export const TOPIC_SUBJECTS = [...PLANNER_SUBJECT_IDS, ...BOOK_SUBJECTS] as const;
export const topicsQuery = z.object({
  /** A planner subject id (`polity`) or a book-library subject (`Polity`, see BOOK_SUBJECT_TOPICS). */
  subject: optionalFilter(z.enum(TOPIC_SUBJECTS)),
  paperType: optionalFilter(z.enum(PAPER_TYPES)),
  lang: langParam,
});
export type TopicsQuery = z.infer<typeof topicsQuery>;
export const syllabusTopicDto = z.object({
  id: z.string(),
  subject: z.enum(PLANNER_SUBJECT_IDS),
  paperType: z.enum(['Prelims', 'Mains']),
  topic: z.string(),
  description: z.string(),
  subtopics: z.array(z.string()),
});
export type SyllabusTopicDto = z.infer<typeof syllabusTopicDto>;
export const syllabusTopicList = z.array(syllabusTopicDto);

// GET /api/syllabus/books — a book of the library.
export const BOOK_LANGUAGES = ['English', 'Marathi', 'Both'] as const;
export const BOOK_FORMATS = ['PDF', 'Website', 'Video', 'Book'] as const;
export const booksQuery = z.object({
  subject: optionalFilter(z.enum(BOOK_SUBJECTS)),
  paperType: optionalFilter(z.enum(PAPER_TYPES)),
  /** English or Marathi also lists books written in both; Both lists only those. */
  language: optionalFilter(z.enum(BOOK_LANGUAGES)),
});
export type BooksQuery = z.infer<typeof booksQuery>;
export const bookDto = z.object({
  id: z.string(),
  bookTitle: z.string(),
  author: z.string(),
  subject: z.enum(BOOK_SUBJECTS),
  paperType: z.enum(PAPER_TYPES),
  language: z.enum(BOOK_LANGUAGES),
  format: z.enum(BOOK_FORMATS),
  isRecommended: z.boolean(),
  tags: z.array(z.string()),
  notes: z.string(),
  /** An official free source, or empty. */
  accessLink: z.string(),
  /** The planner subjects the book serves. */
  plannerSubjects: z.array(z.enum(PLANNER_SUBJECT_IDS)),
});
export type BookDto = z.infer<typeof bookDto>;
export const bookList = z.array(bookDto);
