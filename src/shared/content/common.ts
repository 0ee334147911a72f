import { z } from 'zod';
import { DIFFICULTIES } from '../constants';

export const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are kebab-case: lower-case letters, digits and single dashes');
const text = z.string().trim().min(1);

/** Text in English and Marathi. */
export const bilingual = z.object({ en: text, mr: text }).strict();
export type Bilingual = z.infer<typeof bilingual>;
/** Text in English, Marathi and Hindi. */
export const trilingual = z.object({ en: text, mr: text, hi: text }).strict();
export type Trilingual = z.infer<typeof trilingual>;

export { DIFFICULTIES };
export const difficulty = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficulty>;

/**
 * Where a fact or an answer can be checked: an article of the Constitution, a book chapter,
 * an official document or web page. `title` names the work; `detail` the article/chapter/section.
 */
export const source = z
  .object({
    title: z.string().trim().min(3),
    detail: z.string().trim().min(1).optional(),
    url: z.url().optional(),
  })
  .strict();
export type Source = z.infer<typeof source>;

/** A past-year appearance, recorded only when paper and year are certain. */
export const pastYear = z.object({ exam: z.string().trim().min(2), year: z.number().int().min(1950).max(2100) }).strict();
export type PastYear = z.infer<typeof pastYear>;

/** YYYY-MM-DD or YYYY-MM: when a fact was last checked as true ("as of"). */
export const asOfDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'as-of dates are YYYY-MM or YYYY-MM-DD');

/**
 * A real past paper that asked the same fact (the question itself is always in our own words). Recorded only
 * after the paper was checked; `url` points at the official paper (mpsc.gov.in, upsc.gov.in).
 */
export const pastPaper = z
  .object({
    exam: z.enum(['MPSC Rajyaseva Prelims', 'MPSC Combined Prelims', 'UPSC CSE Prelims']),
    year: z.number().int().min(1990).max(2100),
    paper: z.string().trim().min(2),
    url: z.url(),
  })
  .strict();
export type PastPaper = z.infer<typeof pastPaper>;

/**
 * Who wrote an item and who checked it, independently, before it landed. `checkedBy` is required by the content
 * checker (not by the schema, so a batch can be validated while its review is pending) and must differ from `author`.
 */
export const review = z
  .object({
    author: z.string().trim().min(2),
    batch: z.string().trim().min(2),
    checkedBy: z.string().trim().min(2).optional(),
    checkedOn: asOfDate.optional(),
    notes: z.string().trim().optional(),
  })
  .strict();
export type Review = z.infer<typeof review>;
