import { z } from 'zod';
import { QUESTION_REPORT_REASONS } from './exam';

/** The content team's desk (issue 12, "Import and reports"): admins only (ADMIN_PHONES), checked on the server. */

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export const reportStatus = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof reportStatus>;

export const reportsQuery = z.object({ status: reportStatus.default('open') }).strict();

/** One reported question with every report on it (newest first). */
export const reportedQuestion = z.object({
  questionId: z.string(),
  /** null when the question has left the bank since */
  subject: z.string().nullable(),
  question: z.string().nullable(),
  retired: z.boolean(),
  reports: z.array(
    z.object({
      id: z.string(),
      reason: z.enum(QUESTION_REPORT_REASONS),
      text: z.string(),
      status: reportStatus,
      createdAt: z.string(),
      /** why the desk closed it ("Fixed in version 2: …") */
      resolutionNote: z.string().nullable(),
    }),
  ),
});
export type ReportedQuestion = z.infer<typeof reportedQuestion>;
export const reportedQuestions = z.array(reportedQuestion);

export const reportIdParams = z.object({ id: z.uuid() }).strict();
export const updateReportRequest = z.object({ status: reportStatus }).strict();
export const updateReportResponse = z.object({ id: z.string(), status: reportStatus });

export const questionIdParams = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(120),
  })
  .strict();
export const retireRequest = z.object({ reason: z.string().trim().min(3).max(500) }).strict();
/** A retired question leaves future papers and practice lists; past attempts still show it. */
export const retirementResponse = z.object({ questionId: z.string(), retired: z.boolean() });

/** The file as text (CSV or JSON, docs/question-bank-format.md); 2 MB at most. */
export const importRequest = z
  .object({
    format: z.enum(['csv', 'json']),
    text: z
      .string()
      .min(1)
      .max(2 * 1024 * 1024),
    /** import the valid rows even if some are rejected (default: all or nothing) */
    acceptValid: z.boolean().default(false),
  })
  .strict();
export type ImportRequest = z.infer<typeof importRequest>;

export const importResponse = z.object({
  imported: z.boolean(),
  accepted: z.array(z.object({ row: z.number().int(), id: z.string(), subject: z.string() })),
  rejected: z.array(z.object({ row: z.number().int(), id: z.string().optional(), reasons: z.array(z.string()) })),
});
export type ImportResponse = z.infer<typeof importResponse>;

// ---- fixing a question (PUT /api/admin/questions/:id) ----

const text = (max: number) => z.string().max(max);
const bilingualText = (max: number) => z.object({ en: text(max), mr: text(max) }).strict();
const fourOptions = z.array(text(500)).length(4);

/**
 * What an admin may change in a question. Shapes and lengths only: the bank's own schema and content:check's gates run
 * on the server against the whole bank, and answer each problem with the field it is about.
 */
export const questionEditRequest = z
  .object({
    /** the version the admin opened: another save since answers 409 `question_changed` */
    version: z.number().int().min(0),
    difficulty: z.enum(['easy', 'medium', 'hard']),
    question: bilingualText(4000),
    options: z.object({ en: fourOptions, mr: fourOptions }).strict(),
    answer: z.number().int().min(0).max(3),
    explanation: bilingualText(4000),
    source: z.object({ title: text(300), detail: text(300).optional(), url: text(500).optional() }).strict(),
    /** YYYY-MM or YYYY-MM-DD; empty = none (the bank's check then asks for one) */
    asOf: text(10),
    /** why it was changed; goes into the history and onto the reports it resolves */
    note: text(500).optional(),
  })
  .strict();
export type QuestionEditRequest = z.infer<typeof questionEditRequest>;

/** A question as the desk opens it: the editable fields, what stays as it is, its version and its history. */
export const editableQuestion = z.object({
  id: z.string(),
  subject: z.string(),
  topicId: z.string(),
  format: z.string(),
  version: z.number().int(),
  retired: z.boolean(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  question: z.object({ en: z.string(), mr: z.string() }),
  /** statements, lists and the closing ask, as shown (not edited here) */
  fixedText: z.object({ en: z.string(), mr: z.string() }),
  options: z.object({ en: z.array(z.string()), mr: z.array(z.string()) }),
  answer: z.number().int(),
  explanation: z.object({ en: z.string(), mr: z.string() }),
  source: z.object({ title: z.string(), detail: z.string().optional(), url: z.string().optional() }),
  asOf: z.string(),
  history: z.array(z.object({ version: z.number().int(), editedAt: z.string(), editedBy: z.string().nullable(), note: z.string().nullable() })),
});
export type EditableQuestion = z.infer<typeof editableQuestion>;

export const questionEditResponse = z.object({ questionId: z.string(), version: z.number().int(), reportsResolved: z.number().int() });
export type QuestionEditResponse = z.infer<typeof questionEditResponse>;

/** Finding a question on the desk: by id, or words of its English or Marathi text. */
export const questionSearchQuery = z.object({ q: z.string().trim().min(2).max(200) }).strict();
export const questionSearchResults = z.array(z.object({ questionId: z.string(), subject: z.string(), question: z.string(), retired: z.boolean() }));
export type QuestionSearchResult = z.infer<typeof questionSearchResults>[number];
