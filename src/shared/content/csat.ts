import { z } from 'zod';
import { asOfDate, bilingual, difficulty, id, review, source } from './common';

const text = z.string().trim().min(1);
const fourOptions = z.array(text).length(4);

/**
 * A CSAT comprehension passage in one language (MPSC's CSAT paper has Marathi and English passages), with the
 * questions asked on it: content/csat/passages-<lang>*.yaml. Passages are written for Abhyas; `source` names
 * the facts they lean on (or says the passage is original).
 */
export const passageQuestion = z
  .object({ id, question: text, options: fourOptions, answer: z.number().int().min(0).max(3), explanation: text })
  .strict();
export const csatPassage = z
  .object({
    id,
    language: z.enum(['en', 'mr']),
    title: text,
    text: z.string().trim().min(400),
    difficulty,
    source,
    asOf: asOfDate.optional(),
    questions: z.array(passageQuestion).min(4).max(6),
    review: review.optional(),
  })
  .strict();
export type CsatPassage = z.infer<typeof csatPassage>;

/** A passage as the exam shows it above each of its questions (never switched to the other language). */
export const examPassage = z.object({ id, language: z.enum(['en', 'mr']), title: text, text });
export type ExamPassage = z.infer<typeof examPassage>;

/**
 * Data the web draws (never an image): a table, or a bar/line/pie chart of the same rows. `columns[0]` labels the
 * rows; the other columns are numeric series.
 */
export const csatData = z
  .object({
    type: z.enum(['table', 'bar', 'line', 'pie']),
    title: bilingual,
    unit: bilingual.optional(),
    columns: z.array(bilingual).min(2).max(8),
    rows: z.array(z.array(z.union([z.string().trim().min(1), z.number()])).min(2).max(8)).min(2).max(12),
  })
  .strict()
  .refine((d) => d.rows.every((r) => r.length === d.columns.length), 'every row has one cell per column');
export type CsatData = z.infer<typeof csatData>;

/**
 * A CSAT item in both languages: decision-making (never negatively marked) or reasoning / numeracy / data
 * interpretation: content/csat/decision-making*.yaml and content/csat/reasoning*.yaml.
 */
export const csatItem = z
  .object({
    id,
    section: z.enum(['decision-making', 'reasoning', 'numeracy', 'data-interpretation']),
    difficulty,
    question: bilingual,
    /** Items of one data-interpretation set share the same group id and the same data. */
    group: id.optional(),
    data: csatData.optional(),
    options: z.object({ en: fourOptions, mr: fourOptions }).strict(),
    answer: z.number().int().min(0).max(3),
    explanation: bilingual,
    source,
    review: review.optional(),
  })
  .strict()
  .refine((q) => q.section !== 'data-interpretation' || q.data, { message: 'data-interpretation items carry their data', path: ['data'] });
export type CsatItem = z.infer<typeof csatItem>;
