import { z } from 'zod';
import { DAILY_QUESTION_COUNT, DIFFICULTIES, MOCK_QUESTION_COUNTS, QUESTION_REPORT_REASONS } from './constants';
import { bilingual, source } from './content/common';
import { csatData, examPassage } from './content/csat';
import { contentLang } from './language';
import { plannerSubjectId } from './subjects';

/**
 * The exam engine's contracts (mock tests and the daily exam): the server owns every attempt, its deadline and its
 * score; the client only sends answers. docs/decisions/006-exam-engine.md.
 */

export const ATTEMPT_KINDS = ['mock', 'daily'] as const;
export const attemptKind = z.enum(ATTEMPT_KINDS);
export type AttemptKind = z.infer<typeof attemptKind>;

/** How an attempt is scored (data: server/modules/exam/scoring.ts). */
export const SCORING_MODES = ['percentage', 'daily', 'mpsc-gs', 'csat'] as const;
export const scoringMode = z.enum(SCORING_MODES);
export type ScoringMode = z.infer<typeof scoringMode>;

export { DAILY_MINUTES, DAILY_QUESTION_COUNT, MOCK_QUESTION_COUNTS, MOCK_SECONDS_PER_QUESTION, QUESTION_REPORT_REASONS } from './constants';
export const RECENT_MOCKS = 5;
/** Cohort figures are shown only from these many attempts / candidates on: before that, "not enough candidates yet". */
export const COHORT_MIN_ATTEMPTS = 5;
export const PERCENTILE_MIN_CANDIDATES = 20;

const questionId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(120);
export const attemptIdParams = z.object({ id: z.uuid() }).strict();
export const answerParams = z.object({ id: z.uuid(), questionId }).strict();

/** A topic mock (subjects → topics, difficulty, count) or a full-length paper by its subject weights. */
export const mockGenerateRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('topics').default('topics'),
    subjects: z.array(plannerSubjectId).min(1).max(12),
    topics: z.array(questionId).min(1, 'Please select at least one topic').max(200),
    difficulty: z.enum(DIFFICULTIES).default('medium'),
    questionCount: z.union(MOCK_QUESTION_COUNTS.map((n) => z.literal(n)) as [z.ZodLiteral<5>, ...z.ZodLiteral<number>[]]).default(10),
    language: contentLang.default('english'),
  }),
  z.object({
    kind: z.literal('full-length'),
    paper: z.enum(['gs', 'csat']),
    language: contentLang.default('english'),
  }),
]);
export type MockGenerateRequest = z.infer<typeof mockGenerateRequest>;

export const dailyGenerateRequest = z.object({
  language: contentLang.default('english'),
  questionCount: z.literal(DAILY_QUESTION_COUNT).default(DAILY_QUESTION_COUNT),
});
export type DailyGenerateRequest = z.infer<typeof dailyGenerateRequest>;

/** One autosave: the whole state of one answer (idempotent). Scores or correctness the client adds are dropped. */
export const saveAnswerRequest = z.object({
  choice: z.number().int().min(0).max(3).nullable(),
  markedForReview: z.boolean().default(false),
  timeSpentMs: z
    .number()
    .int()
    .min(0)
    .max(6 * 60 * 60 * 1000)
    .default(0),
});
export type SaveAnswerRequest = z.infer<typeof saveAnswerRequest>;

/** A question as it goes out during the test: both languages (switching mid-test), never the answer. */
export const examQuestion = z.object({
  id: z.string(),
  subject: z.string(),
  topicId: z.string(),
  question: bilingual,
  options: z.object({ en: z.array(z.string()), mr: z.array(z.string()) }),
  /** CSAT comprehension: the passage, in its own language whatever the test's language. */
  passage: examPassage.optional(),
  /** CSAT data interpretation: the table or chart to draw. */
  data: csatData.optional(),
});
export type ExamQuestion = z.infer<typeof examQuestion>;

export const savedAnswer = z.object({
  questionId: z.string(),
  choice: z.number().int().nullable(),
  markedForReview: z.boolean(),
  timeSpentMs: z.number().int(),
});
export type SavedAnswer = z.infer<typeof savedAnswer>;

const tally = z.object({ correct: z.number().int(), total: z.number().int() });
export const examResult = z.object({
  scoring: scoringMode,
  totalQuestions: z.number().int(),
  correctAnswers: z.number().int(),
  incorrectAnswers: z.number().int(),
  unattempted: z.number().int(),
  /** Marks (daily, mpsc-gs, csat) or the percentage (percentage mode). */
  score: z.number(),
  maxScore: z.number(),
  /** Correct over total, 0–100, 2 decimals. */
  percentage: z.number(),
  cutoff: z.number().nullable(),
  qualified: z.boolean().nullable(),
  passed: z.boolean().nullable(),
  timeSpentSeconds: z.number().int(),
  topicAnalysis: z.array(z.object({ topic: z.string(), correct: z.number().int(), total: z.number().int(), accuracy: z.number() })),
  /** From each question's own frequency field; `unknown` counts questions whose bank entry has none. */
  frequencyAnalysis: z.object({ frequent: tally, moderate: tally, rare: tally, unknown: tally }),
  negativeMarking: z.object({ marksLost: z.number(), scoreIfWrongSkipped: z.number() }),
  autoSubmitted: z.boolean(),
  submittedAt: z.string(),
});
export type ExamResult = z.infer<typeof examResult>;

export const attemptView = z.object({
  id: z.string(),
  kind: attemptKind,
  scoring: scoringMode,
  language: contentLang,
  day: z.string().nullable(),
  startedAt: z.string(),
  deadline: z.string(),
  /** From the server clock: the timer counts down from here. */
  remainingSeconds: z.number().int(),
  status: z.enum(['in-progress', 'submitted']),
  questions: z.array(examQuestion),
  answers: z.array(savedAnswer),
  result: examResult.nullable(),
});
export type AttemptView = z.infer<typeof attemptView>;

export const saveAnswerResponse = z.object({ saved: savedAnswer, remainingSeconds: z.number().int() });

/** A cohort figure or the explicit "not enough candidates yet" (never an invented number). */
export const cohortStats = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), attempts: z.number().int(), shareCorrect: z.number(), medianTimeMs: z.number().int() }),
  z.object({ status: z.literal('not_enough_candidates'), attempts: z.number().int(), needed: z.number().int() }),
]);
export const percentileStat = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), candidates: z.number().int(), percentile: z.number() }),
  z.object({ status: z.literal('not_enough_candidates'), candidates: z.number().int(), needed: z.number().int() }),
  z.object({ status: z.literal('not_applicable') }),
]);

export const reviewItem = examQuestion.extend({
  answer: z.number().int(),
  explanation: bilingual,
  source,
  frequency: z.string(),
  yourChoice: z.number().int().nullable(),
  markedForReview: z.boolean(),
  timeSpentMs: z.number().int(),
  outcome: z.enum(['correct', 'wrong', 'unattempted']),
  cohort: cohortStats,
});
export const attemptReview = z.object({ attemptId: z.string(), result: examResult, percentile: percentileStat, items: z.array(reviewItem) });
export type AttemptReview = z.infer<typeof attemptReview>;

export const recentMock = z.object({
  id: z.string(),
  /** English label, for API clients; the web names the subjects or the paper in the reader's language. */
  subject: z.string(),
  subjects: z.array(plannerSubjectId),
  paper: z.enum(['gs', 'csat']).nullable(),
  totalQuestions: z.number().int(),
  score: z.number(),
  /** How `score` reads: a percentage (topic mocks) or marks out of `maxScore` (full-length papers). */
  scoring: scoringMode,
  maxScore: z.number(),
  /** Correct over total, 0–100: the accuracy badge. */
  percentage: z.number(),
  completedAt: z.string(),
});
export const recentMocks = z.array(recentMock);
export type RecentMock = z.infer<typeof recentMock>;

export const dailyCheck = z.object({ day: z.string(), hasExamToday: z.boolean(), attempt: attemptView.nullable() });
/** Today's attempt, or the one named (an exam started before midnight in India). Any answers or result sent along are ignored. */
export const dailySubmitRequest = z.object({ attemptId: z.uuid().optional() });

export const questionReportRequest = z.object({
  reason: z.enum(QUESTION_REPORT_REASONS),
  text: z.string().trim().max(2000).default(''),
});
export type QuestionReportRequest = z.infer<typeof questionReportRequest>;
export const questionReportResponse = z.object({ id: z.string(), createdAt: z.string() });

/** GET /api/mock-test/topics: the subjects and syllabus topics a topic mock can draw on (only those with questions). */
export const mockTopic = z.object({ id: z.string(), name: bilingual, questions: z.number().int() });
export const mockSubjectTopics = z.object({ subject: plannerSubjectId, topics: z.array(mockTopic) });
export const mockTopics = z.array(mockSubjectTopics);
export type MockTopics = z.infer<typeof mockTopics>;
