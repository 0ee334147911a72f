import { z } from 'zod';
import { plannerSubjectId } from '../subjects';
import { asOfDate, bilingual, difficulty, id, pastPaper, pastYear, review, source } from './common';
import type { CsatData, ExamPassage } from './csat';

/** A syllabus topic: content/subjects/<subject>/topics.yaml */
export const syllabusTopic = z
  .object({
    id,
    subject: plannerSubjectId,
    paperType: z.enum(['Prelims', 'Mains']),
    topic: bilingual,
    description: bilingual,
    subtopics: z.array(bilingual).min(2),
  })
  .strict();
export type SyllabusTopic = z.infer<typeof syllabusTopic>;

/** Topic notes the offline engine explains and summarises from: content/subjects/<subject>/notes.yaml */
export const topicNote = z
  .object({
    id,
    topicId: id,
    subject: plannerSubjectId,
    title: bilingual,
    /** A paragraph of at least 5 full sentences in each language. */
    summary: bilingual,
    keyFacts: z.array(bilingual).min(4),
    relatedTopics: z.array(id).default([]),
    sources: z.array(source).min(1),
  })
  .strict();
export type TopicNote = z.infer<typeof topicNote>;

/**
 * One exam term and the ways candidates write it, in English, Marathi and Hindi (content/glossary.yaml): the tutor
 * expands a question with the other forms, both ways ("कलम" finds "Article", "प्रास्ताविका" finds "उद्देशिका").
 */
export const glossaryEntry = z
  .object({
    en: z.array(z.string().trim().min(2).max(60)).min(1),
    mr: z.array(z.string().trim().min(2).max(60)).min(1),
    hi: z.array(z.string().trim().min(2).max(60)).default([]),
  })
  .strict();
export type GlossaryEntry = z.infer<typeof glossaryEntry>;

export const frequency = z.enum(['frequent', 'moderate', 'rare']);
export type Frequency = z.infer<typeof frequency>;

/**
 * The question formats of current MPSC and UPSC prelims papers:
 * - `single`: a plain question with four options;
 * - `multi-statement`: numbered statements, "which of the above is/are correct?", options like "1 and 2 only";
 * - `match-pairs`: List I (a–d) against List II (i–iv), options are codes like "a-ii, b-iv, c-i, d-iii";
 * - `chronology`: numbered events to put in order, options like "2-1-4-3";
 * - `assertion-reason`: statements[0] is the Assertion (A), statements[1] the Reason (R), the four standard options.
 */
export const QUESTION_FORMATS = ['single', 'multi-statement', 'match-pairs', 'chronology', 'assertion-reason'] as const;
export const questionFormat = z.enum(QUESTION_FORMATS);
export type QuestionFormat = z.infer<typeof questionFormat>;

const item = z.string().trim().min(1);
const sameLength = (b: { en: unknown[]; mr: unknown[] }) => b.en.length === b.mr.length;
/** Numbered items shown under the stem: statements, events to order, or Assertion + Reason. */
export const bilingualItems = z
  .object({ en: z.array(item).min(2).max(6), mr: z.array(item).min(2).max(6) })
  .strict()
  .refine(sameLength, 'English and Marathi lists differ in length');
const column = z.array(item).min(3).max(6);
/** Match the following: List I and List II, in both languages. */
export const matchLists = z
  .object({
    en: z.object({ left: column, right: column }).strict(),
    mr: z.object({ left: column, right: column }).strict(),
  })
  .strict();

/** A multiple-choice question: content/subjects/<subject>/mcq*.yaml */
export const mcq = z
  .object({
    id,
    subject: plannerSubjectId,
    topicId: id,
    difficulty,
    frequency,
    format: questionFormat.default('single'),
    /** The stem: the whole question for `single`, the lead-in ("Consider the following statements…") otherwise. */
    question: bilingual,
    statements: bilingualItems.optional(),
    lists: matchLists.optional(),
    /** The closing ask after statements or lists ("Which of the statements given above is/are correct?"). */
    closing: bilingual.optional(),
    options: z.object({ en: z.array(z.string().trim().min(1)).length(4), mr: z.array(z.string().trim().min(1)).length(4) }).strict(),
    answer: z.number().int().min(0).max(3),
    explanation: bilingual,
    source,
    /** When the fact was last checked as true; required for anything that can change. */
    asOf: asOfDate.optional(),
    pastYear: z.array(pastYear).default([]),
    pastPapers: z.array(pastPaper).default([]),
    review: review.optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    const needsItems = q.format === 'multi-statement' || q.format === 'chronology' || q.format === 'assertion-reason';
    if (needsItems && !q.statements) ctx.addIssue({ code: 'custom', path: ['statements'], message: `${q.format} needs statements` });
    if (q.format === 'assertion-reason' && q.statements && q.statements.en.length !== 2)
      ctx.addIssue({ code: 'custom', path: ['statements'], message: 'assertion-reason has exactly two statements: A and R' });
    if (q.format === 'match-pairs' && !q.lists) ctx.addIssue({ code: 'custom', path: ['lists'], message: 'match-pairs needs lists' });
    if (q.format === 'single' && (q.statements || q.lists)) ctx.addIssue({ code: 'custom', path: ['format'], message: 'a single question has no statements or lists' });
    if (q.format !== 'single' && !q.closing && q.format !== 'match-pairs')
      ctx.addIssue({ code: 'custom', path: ['closing'], message: `${q.format} needs a closing question` });
  });
export type Mcq = z.infer<typeof mcq>;

/**
 * A bank question as the library serves it to the server's features (the fields the database keeps). The content
 * file's editorial fields (review, as-of) stay in content/.
 */
export type BankQuestion = Pick<
  Mcq,
  'id' | 'subject' | 'topicId' | 'difficulty' | 'question' | 'options' | 'answer' | 'explanation' | 'source' | 'pastYear'
> & {
  /** The editorial frequency; CSAT items have none (shown as not known, never guessed). */
  frequency?: Frequency;
  /** CSAT comprehension: the passage the question is asked on. */
  passage?: ExamPassage;
  /** CSAT data interpretation: the table or chart the question reads. */
  data?: CsatData;
};
