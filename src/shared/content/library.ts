import { z } from 'zod';
import { EDUCATION_LEVELS } from '../constants';
import { BOOK_SUBJECTS, plannerSubjectId } from '../subjects';
import { bilingual, id, review, source, trilingual } from './common';

/** Book entity: content/books/books.yaml */
export const book = z
  .object({
    id,
    bookTitle: z.string().trim().min(2),
    author: z.string().trim().min(2),
    subject: z.enum(BOOK_SUBJECTS),
    paperType: z.enum(['Prelims', 'Mains', 'Optional']),
    language: z.enum(['English', 'Marathi', 'Both']),
    format: z.enum(['PDF', 'Website', 'Video', 'Book']),
    isRecommended: z.boolean(),
    tags: z.array(z.string().trim().min(1)).default([]),
    notes: z.string().default(''),
    /** Only official free sources (state board textbooks, NCERT, mpsc.gov.in, legislative.gov.in); else empty. */
    accessLink: z.union([z.url(), z.literal('')]).default(''),
    /** Planner subjects this book serves; lets the planner match books to a subject. */
    plannerSubjects: z.array(plannerSubjectId).min(1),
  })
  .strict();
export type Book = z.infer<typeof book>;

/** Static book list: content/book-list.yaml */
export const bookListBook = z
  .object({
    title: z.string().trim().min(2),
    author: z.string().trim().min(2),
    description: z.string().trim().min(2),
    category: z.string().trim().min(2),
    type: z.enum(['essential', 'recommended', 'reference']),
    language: z.enum(['marathi', 'english', 'both']),
  })
  .strict();
export const bookListGroup = z
  .object({
    id,
    title: z.string().trim().min(2),
    titleMarathi: z.string().trim().min(2),
    priority: z.enum(['high', 'medium', 'low']),
    description: z.string().trim().optional(),
    books: z.array(bookListBook).min(2),
  })
  .strict();
export type BookListGroup = z.infer<typeof bookListGroup>;

/** Syllabus tree as MPSC publishes it: content/syllabus/tree.yaml */
export const syllabusSection = z.object({ title: bilingual, topics: z.array(bilingual).min(1) }).strict();
export const syllabusPaper = z
  .object({
    id,
    name: bilingual,
    marks: z.number().int().positive().optional(),
    questions: z.number().int().positive().optional(),
    durationMinutes: z.number().int().positive().optional(),
    nature: bilingual.optional(),
    sections: z.array(syllabusSection).min(1),
  })
  .strict();
export const syllabusTree = z
  .object({
    exam: bilingual,
    source,
    prelims: z.array(syllabusPaper).min(2),
    mains: z.array(syllabusPaper).min(1),
  })
  .strict();
export type SyllabusTree = z.infer<typeof syllabusTree>;

/** 12-month plan: content/twelve-month-plan.yaml */
export const monthPlan = z
  .object({
    month: z.number().int().min(1).max(12),
    title: bilingual,
    goal: bilingual,
    icon: z.string().min(2),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    studyHours: z.string().min(1),
    subjects: z
      .array(z.object({ name: bilingual, book: z.string().min(2), target: bilingual, duration: bilingual }).strict())
      .min(1),
    weeklyTasks: z.array(bilingual).min(1),
    keyFocus: z.array(bilingual).min(1),
    tips: z.array(bilingual).min(1),
  })
  .strict();
export const weeklyScheduleRow = z
  .object({ day: bilingual, morning: bilingual, afternoon: bilingual, evening: bilingual, revision: bilingual })
  .strict();
export const twelveMonthPlan = z
  .object({
    months: z.array(monthPlan).length(12),
    weeklySchedule: z.array(weeklyScheduleRow).length(7),
    successMantras: z.array(bilingual).min(3),
    deputyCollectorAdvice: z.array(bilingual).min(3),
  })
  .strict();
export type TwelveMonthPlan = z.infer<typeof twelveMonthPlan>;

/** Mains questions: content/mains/questions.yaml */
export const mainsQuestion = z
  .object({
    id,
    paper: z.enum(['GS1', 'GS2', 'GS3', 'GS4', 'Essay', 'Marathi', 'English']),
    subject: plannerSubjectId,
    marks: z.number().int().positive(),
    wordLimit: z.number().int().positive(),
    text: trilingual,
    modelAnswerPoints: z.array(bilingual).min(3),
    source,
  })
  .strict();
export type MainsQuestion = z.infer<typeof mainsQuestion>;

/** Interview questions: content/interview/questions.yaml */
export const interviewQuestion = z
  .object({
    id,
    category: z.enum(['situational', 'knowledge', 'personality']),
    /** May hold {district}, {hobby} or {college}: filled from what the candidate gave (DAF-style questions). */
    question: bilingual,
    expectedPoints: z.array(bilingual).min(3),
    /** A DAF-style question, asked only when the candidate's detail it is about is known. */
    daf: z.enum(['district', 'education', 'hobby']).optional(),
    /** Only for candidates at these education levels (profile). */
    educationLevels: z.array(z.enum(EDUCATION_LEVELS)).min(1).optional(),
    /** About Maharashtra: its administration, history, geography or schemes. */
    maharashtra: z.boolean().optional(),
    sources: z.array(source).optional(),
    review: review.optional(),
  })
  .strict();
export type InterviewQuestion = z.infer<typeof interviewQuestion>;

/** Essay topics: content/essays/topics.yaml */
export const essayTopic = z
  .object({ id, theme: z.string().min(2), title: bilingual, outline: z.array(bilingual).min(4) })
  .strict();
export type EssayTopic = z.infer<typeof essayTopic>;
