import { z } from 'zod';
import { aiSource, engineInfo } from './ai';
import { contentLang } from './language';
import { multilineText } from './text';

/**
 * The question scanner (issue 18; spec 02 §2 "Scan questions"): a question typed or photographed → its answer from
 * the bank or the library's passages (never a guess), its topic, cohort figures, similar questions, marking strategy.
 * API under /api/scan-questions/*. Every number here is measured or computed; what is not known is `null`.
 */
export const SCAN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SCAN_TEXT_MAX = 4000;
/**
 * The request may carry more than 5 MB of image (base64 of 5 MB is 6.67 MB) so that a somewhat larger image gets
 * the spec's "File Too Large" answer from the server; past this the body itself is refused (413 payload_too_large).
 */
export const SCAN_BODY_LIMIT = 12 * 1024 * 1024;
export const SCAN_AREAS_MAX = 5;

export const scanAnalyzeRequest = z
  .object({
    questionText: multilineText().max(SCAN_TEXT_MAX).default(''),
    /** a data URL (`data:image/png;base64,…`) or empty; its type is read from the bytes, never from the header */
    questionImage: z
      .string()
      .max(SCAN_BODY_LIMIT)
      .regex(/^(data:[\w.+/-]*;base64,[A-Za-z0-9+/=\s]*)?$/, 'an image as a base64 data URL')
      .default(''),
    language: contentLang,
  })
  .strict();
export type ScanAnalyzeRequest = z.infer<typeof scanAnalyzeRequest>;

export const SCAN_DIFFICULTIES = ['easy', 'moderate', 'difficult'] as const;
export const scanDifficulty = z.enum(SCAN_DIFFICULTIES);
export type ScanDifficulty = z.infer<typeof scanDifficulty>;

/** Where the answer came from: the bank's own key, a passage that supports one option, a model, or nowhere. */
export const ANSWER_SOURCES = ['bank', 'passage', 'model', 'none'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

export const scanPassage = z.object({ text: z.string(), source: aiSource });
export type ScanPassage = z.infer<typeof scanPassage>;

/** The offline / model answer of a question the bank does not hold (the AI task `scan-answer`). */
export const scanAnswer = z.object({
  /** index into the parsed options; null = the engine cannot determine it */
  answer: z.number().int().min(0).max(3).nullable(),
  /** 0–1; null when nothing was proposed */
  confidence: z.number().min(0).max(1).nullable(),
  explanation: z.string().max(4000),
  /** the passages that ground the answer, or the relevant notes when it declined */
  passages: z.array(scanPassage).max(6),
  tricks: z.array(z.string().max(600)).max(4),
});
export type ScanAnswer = z.infer<typeof scanAnswer>;

export const cohortFigures = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), attempts: z.number().int(), successRate: z.number(), averageTimeSeconds: z.number().nullable() }),
  z.object({ status: z.literal('not_known'), attempts: z.number().int(), needed: z.number().int() }),
]);
export type CohortFigures = z.infer<typeof cohortFigures>;

export const markingRow = z.object({
  eliminated: z.number().int(),
  /** expected marks of a guess among the options left */
  expected: z.number(),
  worthIt: z.boolean(),
});
export const markingStrategy = z.array(
  z.object({ mode: z.enum(['mpsc-gs', 'daily']), perCorrect: z.number(), perWrong: z.number(), rows: z.array(markingRow) }),
);
export type MarkingStrategy = z.infer<typeof markingStrategy>;

export const scanView = z.object({
  id: z.uuid(),
  language: contentLang,
  fromImage: z.boolean(),
  questionText: z.string(),
  stem: z.string(),
  options: z.array(z.string()).max(4),
  /** OCR's own page confidence 0–100 when read from an image */
  ocrConfidence: z.number().nullable(),
  matched: z.object({ questionId: z.string(), similarity: z.number(), source: z.string() }).nullable(),
  topic: z
    .object({ subject: z.string(), topicId: z.string(), topic: z.string(), subtopic: z.string().nullable(), confidence: z.number() })
    .nullable(),
  difficulty: z.object({ level: scanDifficulty, basis: z.enum(['cohort', 'editorial']) }).nullable(),
  repetition: z.enum(['high', 'medium', 'low']).nullable(),
  cohort: cohortFigures,
  /** 0–100: how sure the analysis is of its answer (bank match similarity or passage confidence); 0 when declined */
  analysisScore: z.number(),
  pastYear: z.array(z.object({ exam: z.string(), year: z.number(), paper: z.string(), url: z.string() })),
  similar: z.array(z.object({ id: z.string(), subject: z.string(), topicId: z.string(), question: z.string() })).max(5),
  marking: markingStrategy,
  studyMaterials: z.array(aiSource).max(5),
  isBookmarked: z.boolean(),
  createdAt: z.string(),
  /** the candidate's pick before the reveal (null: revealed without attempting, or not yet) */
  attempt: z.object({ choice: z.number().int().nullable(), isCorrect: z.boolean().nullable() }).nullable(),
  /** false until the candidate attempts or asks to see it: the answer fields below are then withheld */
  revealed: z.boolean(),
  answerSource: z.enum(ANSWER_SOURCES).nullable(),
  correctAnswer: z.number().int().nullable(),
  explanation: z.string().nullable(),
  explanationMarathi: z.string().nullable(),
  confidence: z.number().nullable(),
  passages: z.array(scanPassage),
  tricks: z.array(z.string()),
  engine: engineInfo.shape.engine.nullable(),
  model: z.string().nullable(),
});
export type ScanView = z.infer<typeof scanView>;

export const scanIdParams = z.object({ id: z.uuid() });
export const scanAttemptRequest = z.object({ choice: z.number().int().min(0).max(3).nullable() }).strict();
export const scanBookmarkResponse = z.object({ id: z.uuid(), isBookmarked: z.boolean() });

export const scanHistoryQuery = z
  .object({ subject: z.string().max(60).optional(), difficulty: scanDifficulty.optional(), bookmarked: z.enum(['true', 'false']).optional() })
  .strict();
export const scanHistoryItem = scanView.pick({
  id: true,
  language: true,
  stem: true,
  topic: true,
  difficulty: true,
  cohort: true,
  analysisScore: true,
  isBookmarked: true,
  createdAt: true,
  attempt: true,
  answerSource: true,
});
export type ScanHistoryItem = z.infer<typeof scanHistoryItem>;
export const scanHistory = z.array(scanHistoryItem);

export const scanArea = z.object({
  subject: z.string(),
  topicId: z.string(),
  topic: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  accuracy: z.number(),
});
export type ScanArea = z.infer<typeof scanArea>;
export const scanAnalytics = z.object({
  totalScans: z.number().int(),
  /** scans the candidate answered before the reveal, on questions whose answer is known */
  attempted: z.number().int(),
  /** null until one attempt exists */
  accuracy: z.number().nullable(),
  weakAreas: z.array(scanArea).max(SCAN_AREAS_MAX),
  strongAreas: z.array(scanArea).max(SCAN_AREAS_MAX),
  recommendations: z.array(z.object({ subject: z.string(), topicId: z.string(), topic: z.string(), accuracy: z.number() })).max(3),
});
export type ScanAnalytics = z.infer<typeof scanAnalytics>;

/**
 * Expected marks of guessing one of the options left after eliminating `eliminated` of 4, under a mode's marks:
 * p·perCorrect + (1 − p)·perWrong with p = 1 / (4 − eliminated). Computed, never asserted.
 */
export function guessValue(eliminated: number, perCorrect: number, perWrong: number): number {
  const p = 1 / (4 - eliminated);
  return Math.round((p * perCorrect + (1 - p) * perWrong) * 1000) / 1000;
}
