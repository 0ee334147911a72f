import { z } from 'zod';
import { aiLanguage, DIFFICULTIES, engineInfo, topicQuestion } from '../../shared/ai';
import { plannerSubjectId } from '../../shared/subjects';

/**
 * Inputs and outputs of the later features' AI tasks (essays, mains answers, the question scanner, question
 * generation). Their public contracts will move to src/shared with those features; the engine's slots are typed now.
 */
export const essayEvaluationRequest = z.object({
  topic: z.string().trim().min(1).max(300),
  essay: z.string().trim().min(1).max(20_000),
  language: aiLanguage.default('english'),
}).strict();
export const answerEvaluationRequest = z.object({
  question: z.string().trim().min(1).max(2000),
  answer: z.string().trim().min(1).max(20_000),
  marks: z.number().int().min(1).max(250).default(15),
  language: aiLanguage.default('english'),
}).strict();
export const evaluation = z.object({
  score: z.number().min(0),
  maxScore: z.number().positive(),
  feedback: z.string(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  ...engineInfo.shape,
});

export const questionAnalysisRequest = z.object({ text: z.string().trim().min(1).max(4000), language: aiLanguage.optional() }).strict();
export const questionAnalysis = z.object({
  found: z.boolean(),
  topicMapping: z.object({ subject: z.string(), topic: z.string(), topicId: z.string() }).nullable(),
  difficulty: z.string().nullable(),
  /** from how often the nearest bank questions appeared in past papers */
  repetitionProbability: z.enum(['high', 'medium', 'low']).nullable(),
  similarQuestions: z.array(z.object({ id: z.string(), question: z.string(), score: z.number() })),
  ...engineInfo.shape,
});

export const generateQuestionsRequest = z.object({
  subject: plannerSubjectId.optional(),
  topic: z.string().trim().min(1).max(120).optional(),
  count: z.number().int().min(1).max(100).default(10),
  difficulty: z.enum(DIFFICULTIES).optional(),
  language: aiLanguage.default('english'),
}).strict();
export const generatedQuestions = z.object({ questions: z.array(topicQuestion), ...engineInfo.shape });

export type EssayEvaluationRequest = z.infer<typeof essayEvaluationRequest>;
export type AnswerEvaluationRequest = z.infer<typeof answerEvaluationRequest>;
export type Evaluation = z.infer<typeof evaluation>;
export type QuestionAnalysisRequest = z.infer<typeof questionAnalysisRequest>;
export type QuestionAnalysis = z.infer<typeof questionAnalysis>;
export type GenerateQuestionsRequest = z.infer<typeof generateQuestionsRequest>;
export type GeneratedQuestions = z.infer<typeof generatedQuestions>;
