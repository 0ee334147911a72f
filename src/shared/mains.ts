import { z } from 'zod';
import { engineInfo } from './ai';
import { language } from './language';
import { multilineText } from './text';

/** Mains answer writing (spec 02 §2 Mains Practice; issue 15): questions, uploads read by OCR, evaluations. */
export const MAINS_TIMER_SECONDS = 8 * 60;
export const MAINS_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const MAINS_UPLOAD_MAX_PAGES = 10;
/** Accepted by the file chooser; the server decides by the file's first bytes, never by its name. */
export const MAINS_UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.pdf';
/** Below this page confidence (0–100) the app says it could not read the page reliably. */
export const OCR_RELIABLE_CONFIDENCE = 70;
/** Words below this confidence are highlighted for checking. */
export const OCR_LOW_WORD_CONFIDENCE = 70;
export const MAINS_ANSWER_MAX_CHARS = 20_000;

export const mainsQuestionsQuery = z.object({ language: language.default('english') });
export const mainsQuestionView = z.object({
  id: z.string(),
  paper: z.string(),
  subject: z.string(),
  marks: z.number().int(),
  wordLimit: z.number().int(),
  text: z.string(),
  /** the signed-in candidate has an evaluation for this question */
  evaluated: z.boolean(),
});
export const mainsQuestionsResponse = z.object({ questions: z.array(mainsQuestionView) });
export type MainsQuestionView = z.infer<typeof mainsQuestionView>;

export const uploadIdParams = z.object({ id: z.uuid() });
export const uploadAccepted = z.object({ uploadId: z.uuid() });

export const transcriptWord = z.object({ text: z.string(), confidence: z.number() });
export const transcriptPage = z.object({
  page: z.number().int(),
  /** `text-layer`: the PDF's own text, exact; `ocr`: read from the image */
  source: z.enum(['text-layer', 'ocr']),
  confidence: z.number(),
  text: z.string(),
  /** one entry per line, each the line's words with their confidence */
  lines: z.array(z.array(transcriptWord)),
});
export type TranscriptPage = z.infer<typeof transcriptPage>;
export const uploadStatus = z.object({
  id: z.uuid(),
  questionId: z.string(),
  language,
  kind: z.enum(['jpeg', 'png', 'pdf']),
  pages: z.number().int(),
  status: z.enum(['queued', 'reading', 'read', 'failed']),
  /** 0–1 */
  progress: z.number(),
  transcript: z.array(transcriptPage).nullable(),
  /** the lowest page confidence, 0–100; null until read */
  confidence: z.number().nullable(),
  /** false when a page was below OCR_RELIABLE_CONFIDENCE: corrections or a typed answer are asked for */
  reliable: z.boolean().nullable(),
  evaluationId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type UploadStatus = z.infer<typeof uploadStatus>;

const answerText = multilineText().pipe(z.string().trim().min(1).max(MAINS_ANSWER_MAX_CHARS));
export const typedAnswerRequest = z.object({ questionId: z.string().min(1).max(100), language, text: answerText });
export type TypedAnswerRequest = z.infer<typeof typedAnswerRequest>;
export const confirmTranscriptRequest = z.object({ text: answerText });

export const gradingBreakdown = z.object({
  relevance: z.number().min(0).max(10),
  clarity: z.number().min(0).max(10),
  depth: z.number().min(0).max(10),
  language: z.number().min(0).max(10),
  structure: z.number().min(0).max(10),
});
export type GradingBreakdown = z.infer<typeof gradingBreakdown>;

/** What each criterion was computed from, shown beside the score. */
export const evaluationEvidence = z.object({
  points: z.array(z.object({ point: z.string(), covered: z.boolean(), sentence: z.string().nullable() })),
  instruction: z.object({ word: z.string().nullable(), answered: z.boolean(), sentence: z.string().nullable() }),
  structure: z.object({ paragraphs: z.number().int(), introduction: z.boolean(), conclusion: z.boolean() }),
  wordCount: z.number().int(),
  wordLimit: z.number().int(),
  citations: z.array(z.string()),
  /** share (0–1) of the answer's words in the script of the chosen language */
  languageShare: z.number(),
});
export type EvaluationEvidence = z.infer<typeof evaluationEvidence>;

export const evaluationResult = z.object({
  score: z.number().min(0),
  totalMarks: z.number().int(),
  gradingBreakdown,
  feedback: z.string(),
  improvementTips: z.array(z.string()),
  evidence: evaluationEvidence,
});
export type EvaluationResult = z.infer<typeof evaluationResult>;

export const mainsEvaluation = evaluationResult.extend({
  id: z.uuid(),
  questionId: z.string(),
  questionText: z.string(),
  language,
  source: z.enum(['typed', 'upload']),
  uploadId: z.uuid().nullable(),
  answerText: z.string(),
  evaluatedAt: z.string(),
  ...engineInfo.shape,
});
export type MainsEvaluation = z.infer<typeof mainsEvaluation>;
export const mainsEvaluationsResponse = z.object({ evaluations: z.array(mainsEvaluation) });
