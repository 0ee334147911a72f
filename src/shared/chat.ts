import { z } from 'zod';
import { aiSource, engineInfo } from './ai';
import { CHAT_MAX_MESSAGE } from './constants';
import { language } from './language';
import { multilineText } from './text';

/** The tutor chat: /api/chat/ask and /api/chat/stream. */

// ---------- chat ----------
export { CHAT_MAX_MESSAGE };
export const chatRequest = z
  .object({
    message: multilineText().trim().min(1, 'must not be empty').max(CHAT_MAX_MESSAGE),
    context: multilineText().max(500).optional(),
    /** the interface's language: a Hindi interface gets answers framed in Hindi (the notes quoted stay English or Marathi) */
    language: language.optional(),
    /** the last few turns, oldest first */
    history: z
      .array(z.object({ role: z.enum(['user', 'assistant']), content: multilineText().max(CHAT_MAX_MESSAGE) }).strict())
      .max(10)
      .optional(),
  })
  .strict();
export type ChatRequest = z.infer<typeof chatRequest>;
/** How sure the tutor is, from its retrieval scores (0–1); `sure: false` means it says so and does not answer. */
export const answerSureness = z.object({ confidence: z.number().min(0).max(1).default(1), sure: z.boolean().default(true) });
/**
 * Why a not-sure answer is not answered, when it is not the library: `not-facts`, the question asks for an opinion or
 * a forecast, which no note's facts settle; `not-dated`, it asks for the news or a figure of a day ("today's gold
 * rate", "who won the final last month"), which notes written on their own dates cannot follow (the web says that
 * instead of "the library may not answer this").
 */
export const chatDoubt = z.enum(['not-facts', 'not-dated']);
export type ChatDoubt = z.infer<typeof chatDoubt>;
/** Markdown, rendered safely by the web (no raw HTML, no remote images). */
export const chatResponse = z.object({
  response: z.string(),
  sources: z.array(aiSource),
  ...answerSureness.shape,
  /** a quiz's answers (Markdown), apart from the questions: shown only when the candidate asks */
  answerKey: z.string().optional(),
  doubt: chatDoubt.optional(),
  ...engineInfo.shape,
});
export type ChatResponse = z.infer<typeof chatResponse>;
/** POST /api/chat/stream answers NDJSON lines of this union. */
export const chatStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), ...engineInfo.shape }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    sources: z.array(aiSource),
    ...answerSureness.partial().shape,
    answerKey: z.string().optional(),
    doubt: chatDoubt.optional(),
  }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEvent>;
