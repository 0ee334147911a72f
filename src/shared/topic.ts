import { z } from 'zod';
import { aiSource, engineInfo } from './ai';
import { EXPLORER_SUBJECTS, LEVELS } from './constants';
import { contentLang } from './language';
import { lineText } from './text';

/** The topic explorer and topic pages: /api/topic/*. */

// ---------- topic explorer ----------
export { EXPLORER_SUBJECTS, LEVELS };
export const TOPIC_CONTENT_TYPES = ['summary', 'flashcards', 'questions'] as const;
const topicText = lineText().trim().min(1, 'must not be empty').max(120);
const subjectText = lineText().trim().min(1, 'must not be empty').max(60);
export const explainRequest = z
  .object({ topic: topicText, subject: subjectText, language: contentLang.default('english'), level: z.enum(LEVELS).default('intermediate') })
  .strict();
export type ExplainRequest = z.infer<typeof explainRequest>;
export const topicQuestion = z.object({
  id: z.string(),
  question: z.string(),
  type: z.enum(['MCQ', 'True/False']),
  options: z.array(z.string()).min(2),
  /** the correct option's text */
  answer: z.string(),
  explanation: z.string(),
  difficulty: z.string(),
  source: z.string().optional(),
});
export type TopicQuestion = z.infer<typeof topicQuestion>;
export const flashcard = z.object({ front: z.string(), back: z.string() });
export const currentAffairsItem = z.object({ title: z.string(), date: z.string(), description: z.string(), source: z.string() });
export const topicContent = z.object({
  topic: z.string(),
  subject: z.string(),
  summary: z.string(),
  explanation: z.string(),
  relatedTopics: z.array(z.string()),
  /** at most 10 */
  questions: z.array(topicQuestion).max(10),
  facts: z.array(z.string()),
  currentAffairs: z.array(currentAffairsItem),
  flashcards: z.array(flashcard),
  sources: z.array(aiSource),
  /** false when the library has nothing on the topic: the UI says so plainly */
  found: z.boolean(),
  /** how sure the match is (0–1, from the retrieval scores); `sure: false` — not found, the closest notes in `sources` */
  confidence: z.number().min(0).max(1).default(1),
  sure: z.boolean().default(true),
});
export type TopicContent = z.infer<typeof topicContent>;
export const explainResponse = z.object({ ...topicContent.shape, ...engineInfo.shape });
export type ExplainResponse = z.infer<typeof explainResponse>;
export const topicTypeParams = z.object({ type: z.enum(TOPIC_CONTENT_TYPES) });
export const topicTypeRequest = z.object({ topic: topicText, subject: subjectText, language: contentLang.default('english') }).strict();
export const topicTypeResponse = z.object({
  summary: z.string().optional(),
  flashcards: z.array(flashcard).optional(),
  questions: z.array(topicQuestion).max(10).optional(),
  sources: z.array(aiSource),
  found: z.boolean(),
  confidence: z.number().min(0).max(1).default(1),
  sure: z.boolean().default(true),
  ...engineInfo.shape,
});
export type TopicTypeResponse = z.infer<typeof topicTypeResponse>;

export type TopicContentType = (typeof TOPIC_CONTENT_TYPES)[number];
export type TopicTypeRequest = z.infer<typeof topicTypeRequest>;
export type Flashcard = z.infer<typeof flashcard>;
export type CurrentAffairsItem = z.infer<typeof currentAffairsItem>;
