import { z } from 'zod';

export const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are kebab-case: lower-case letters, digits and single dashes');
const text = z.string().trim().min(1);

/** Text in English and Marathi. */
export const bilingual = z.object({ en: text, mr: text }).strict();
export type Bilingual = z.infer<typeof bilingual>;
/** Text in English, Marathi and Hindi. */
export const trilingual = z.object({ en: text, mr: text, hi: text }).strict();
export type Trilingual = z.infer<typeof trilingual>;

export const difficulty = z.enum(['easy', 'medium', 'hard']);
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
