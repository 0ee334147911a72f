import { z } from 'zod';
import { engineInfo } from './ai';
import { contentLang } from './language';
import { lineText, multilineText } from './text';

/** Interview practice (spec 02 §2 Interview Preparation, §4, §5; issue 14): sessions of 5 questions. */
export const INTERVIEW_SESSION_SIZE = 5;
export const INTERVIEW_ANSWER_MAX = 5000;
/** Seconds on one question that the server records; a timer left running all day is capped here. */
export const INTERVIEW_SECONDS_MAX = 3 * 60 * 60;
export const INTERVIEW_CATEGORIES = ['situational', 'knowledge', 'personality'] as const;
export const interviewCategory = z.enum(INTERVIEW_CATEGORIES);
/** Where a question came from: the general bank, the candidate's DAF details, or the Maharashtra set. */
export const interviewKind = z.enum(['bank', 'daf', 'maharashtra']);

const optionalDetail = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
  lineText().max(80).optional(),
);

/** "Satara district" / "सातारा जिल्हा" → "Satara" / "सातारा": the questions already say "… district". */
export const districtName = (v: string) => v.replace(/\s+(?:district|dist\.?|जिल्हा|ज़िला|जिला)$/iu, '').trim();

/** POST /api/interview/questions — starts a session; district and hobby are the candidate's DAF details (optional). */
export const startInterviewRequest = z
  .object({
    count: z.literal(INTERVIEW_SESSION_SIZE).default(INTERVIEW_SESSION_SIZE),
    language: contentLang.default('english'),
    district: optionalDetail.transform((v) => (v === undefined ? v : districtName(v) || v)),
    hobby: optionalDetail,
  })
  .strict();
export type StartInterviewRequest = z.input<typeof startInterviewRequest>;

/** One expected point and whether the answer covered it; `phrase` is the answer's own words that matched. */
export const pointCoverage = z.object({ point: z.string(), covered: z.boolean(), phrase: z.string().nullable() });
export type PointCoverage = z.infer<typeof pointCoverage>;
export const answerCoverage = z.object({
  points: z.array(pointCoverage),
  covered: z.number().int().min(0),
  total: z.number().int().min(0),
  ...engineInfo.shape,
});
export type AnswerCoverage = z.infer<typeof answerCoverage>;

export const interviewQuestionDto = z.object({
  position: z.number().int().min(0),
  id: z.string(),
  category: interviewCategory,
  kind: interviewKind,
  question: z.string(),
  answer: z.string().nullable(),
  seconds: z.number().int().nullable(),
  /** null until the question is answered (or the session has ended): the points are not shown beforehand */
  expectedPoints: z.array(z.string()).nullable(),
  coverage: answerCoverage.nullable(),
});
export type InterviewQuestionDto = z.infer<typeof interviewQuestionDto>;

export const interviewSummary = z.object({
  id: z.string(),
  language: contentLang,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  questions: z.number().int(),
  answered: z.number().int(),
  pointsCovered: z.number().int(),
  pointsTotal: z.number().int(),
  seconds: z.number().int(),
});
export type InterviewSummary = z.infer<typeof interviewSummary>;

export const interviewSession = interviewSummary.extend({ items: z.array(interviewQuestionDto) });
export type InterviewSession = z.infer<typeof interviewSession>;

export const interviewSessionList = z.object({ sessions: z.array(interviewSummary) });
export type InterviewSessionList = z.infer<typeof interviewSessionList>;

export const sessionParams = z.object({ id: z.uuid() }).strict();
export const answerParams = z
  .object({
    id: z.uuid(),
    position: z.coerce
      .number()
      .int()
      .min(0)
      .max(INTERVIEW_SESSION_SIZE - 1),
  })
  .strict();

/** PUT /api/interview/sessions/:id/answers/:position */
export const answerRequest = z
  .object({
    answer: multilineText().trim().min(1, 'must not be empty').max(INTERVIEW_ANSWER_MAX),
    seconds: z
      .number()
      .int()
      .min(0)
      .max(24 * 60 * 60),
  })
  .strict();
export type AnswerRequest = z.infer<typeof answerRequest>;
