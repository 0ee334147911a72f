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
    z.object({ id: z.string(), reason: z.enum(QUESTION_REPORT_REASONS), text: z.string(), status: reportStatus, createdAt: z.string() }),
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
