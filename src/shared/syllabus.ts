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

// ---------- bookmarks (spec 02 §3 Bookmark, §7) ----------
/** A content id (books.id, syllabus_topics.id): lower-case words joined by hyphens. */
const contentId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'must be a content id');
/** POST /api/bookmarks — idempotent: a second call for the same book answers the existing bookmark. */
export const createBookmarkRequest = z.object({ bookId: contentId }).strict();
export type CreateBookmarkRequest = z.infer<typeof createBookmarkRequest>;
export const bookmarkParams = z.object({ id: z.uuid() }).strict();
export const updateBookmarkRequest = z.object({ isRead: z.boolean() }).strict();
export type UpdateBookmarkRequest = z.infer<typeof updateBookmarkRequest>;
export const bookmarkDto = z.object({ id: z.string(), bookId: z.string(), userId: z.string(), isRead: z.boolean() });
export type BookmarkDto = z.infer<typeof bookmarkDto>;
export const bookmarkList = z.array(bookmarkDto);

// ---------- syllabus coverage ----------
export const COVERAGE_SOURCES = ['manual', 'note', 'test'] as const;
export type CoverageSource = (typeof COVERAGE_SOURCES)[number];
export const coverageTopicParams = z.object({ topicId: contentId }).strict();
/** PUT /api/syllabus/coverage/:topicId — `note` is the topic page's "read to the end" event. */
export const markCoverageRequest = z.object({ source: z.enum(['manual', 'note']).default('manual') }).strict();
export type MarkCoverageRequest = z.infer<typeof markCoverageRequest>;
export const coverageGroup = z.object({
  paperType: z.enum(['Prelims', 'Mains']),
  subject: z.enum(PLANNER_SUBJECT_IDS),
  studied: z.number().int(),
  total: z.number().int(),
});
export const coverageDto = z.object({
  /** The studied topic ids, with how each was ticked. */
  topics: z.array(z.object({ topicId: z.string(), source: z.enum(COVERAGE_SOURCES) })),
  studied: z.number().int(),
  total: z.number().int(),
  /** 0–100, whole; null while the library has no topics. */
  percent: z.number().int().nullable(),
  groups: z.array(coverageGroup),
});
export type CoverageDto = z.infer<typeof coverageDto>;
