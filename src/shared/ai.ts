import { z } from 'zod';
import { contentLang } from './language';
import { multilineText } from './text';

/**
 * What every AI answer carries, whatever the feature: the engine and model that made it (the web shows them) and
 * the library passages it came from. Each feature's own requests and answers are in its file (study-plan.ts,
 * chat.ts, topic.ts…); inputs are length-capped there, once, for web and server alike.
 */
export const ENGINE_IDS = ['offline', 'openai', 'google', 'openai-compatible'] as const;
export const engineInfo = z.object({
  engine: z.enum(ENGINE_IDS),
  model: z.string(),
  /** true when a configured model failed and the offline engine answered instead */
  fallback: z.boolean().default(false),
  cached: z.boolean().default(false),
});
export type EngineInfo = z.infer<typeof engineInfo>;

/** Where an answer came from in the library (spec: answers rendered with their sources). */
export const aiSource = z.object({
  kind: z.enum(['note', 'topic', 'mcq', 'book', 'syllabus']),
  id: z.string(),
  title: z.string(),
  /** the work that backs it (book chapter, article, official document) when known */
  reference: z.string().optional(),
  /** the note's subject (a planner subject id): the web links a note to its topic page */
  subject: z.string().optional(),
});
export type AiSource = z.infer<typeof aiSource>;

// ---------- summarise: POST /api/ai/summarise (extractive, or a model's) ----------
export const SUMMARY_MAX_INPUT = 20_000;
export const summariseRequest = z
  .object({
    text: multilineText().trim().min(1, 'must not be empty').max(SUMMARY_MAX_INPUT),
    language: contentLang.optional(),
    maxSentences: z.number().int().min(1).max(20).default(5),
  })
  .strict();
export const summariseResponse = z.object({ summary: z.string(), sentences: z.array(z.string()), ...engineInfo.shape });
export type SummariseRequest = z.infer<typeof summariseRequest>;
export type SummariseResponse = z.infer<typeof summariseResponse>;
