import { z } from 'zod';
import { aiSource, engineInfo } from './ai';
import { contentLang } from './language';
import { lineText, multilineText } from './text';

/** Essay practice: /api/essay* (spec 02 §2, §9: word counts 250/300/500/800, outline or full essay, 5 listed). */
export const ESSAY_WORD_COUNTS = [250, 300, 500, 800] as const;
export const ESSAY_TYPES = ['outline', 'full_essay'] as const;
export const ESSAY_LIST_SIZE = 5;
export const ESSAY_SUGGESTED_TOPICS = 8;
export const ESSAY_MAX_CHARS = 20_000;

const topicText = lineText().trim().min(1, 'must not be empty').max(200);
const wordCount = z
  .number()
  .int()
  .refine((n) => (ESSAY_WORD_COUNTS as readonly number[]).includes(n), `must be one of ${ESSAY_WORD_COUNTS.join(', ')}`);

// ---------- suggested topics: GET /api/essay/topics ----------
export const essaySuggestion = z.object({ id: z.string(), theme: z.string(), title: z.object({ en: z.string(), mr: z.string() }) });
export const essayTopicsResponse = z.object({ topics: z.array(essaySuggestion) });
export type EssaySuggestion = z.infer<typeof essaySuggestion>;

// ---------- a model outline or essay: POST /api/essay/generate ----------
export const essayGenerateRequest = z
  .object({
    topic: topicText,
    wordCount: wordCount.default(300),
    type: z.enum(ESSAY_TYPES).default('full_essay'),
    language: contentLang.default('english'),
  })
  .strict();
export type EssayGenerateRequest = z.infer<typeof essayGenerateRequest>;

export const ESSAY_SECTIONS = ['introduction', 'dimensions', 'for', 'against', 'wayForward', 'conclusion'] as const;
export type EssaySectionKind = (typeof ESSAY_SECTIONS)[number];
export const essayPoint = z.object({ text: z.string(), source: aiSource.optional() });
export const essaySection = z.object({ kind: z.enum(ESSAY_SECTIONS), points: z.array(essayPoint) });
export type EssaySection = z.infer<typeof essaySection>;
export const generatedEssay = z.object({
  topic: z.string(),
  type: z.enum(ESSAY_TYPES),
  language: contentLang,
  wordCount: z.number().int(),
  /** false: the library holds little on the topic; the sections are the structure only, with no facts */
  found: z.boolean(),
  sections: z.array(essaySection),
  /** the outline as a list, or the essay as paragraphs (Markdown) */
  content: z.string(),
  sources: z.array(aiSource),
  /** the library's essay outline the structure follows, when the library has the topic */
  libraryOutline: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type GeneratedEssay = z.infer<typeof generatedEssay>;
export const essayGenerateResponse = z.object({ ...generatedEssay.shape, ...engineInfo.shape });
export type EssayGenerateResponse = z.infer<typeof essayGenerateResponse>;

// ---------- the candidate's essay, scored: POST /api/essay ----------
export const essaySubmitRequest = z
  .object({
    topic: topicText,
    content: multilineText().trim().min(1, 'must not be empty').max(ESSAY_MAX_CHARS),
    language: contentLang,
    /** the word count the candidate aimed at */
    wordCount: wordCount.default(300),
  })
  .strict();
export type EssaySubmitRequest = z.infer<typeof essaySubmitRequest>;

/** The rubric: each criterion's maximum; they add up to 100. */
export const ESSAY_CRITERIA = { relevance: 25, structure: 20, arguments: 15, evidence: 15, length: 15, language: 10 } as const;
export type EssayCriterionId = keyof typeof ESSAY_CRITERIA;
export const ESSAY_CRITERION_IDS = Object.keys(ESSAY_CRITERIA) as EssayCriterionId[];
export const essayCriterion = z.object({
  id: z.enum(ESSAY_CRITERION_IDS as [EssayCriterionId, ...EssayCriterionId[]]),
  score: z.number().min(0),
  max: z.number().int(),
  /** why this score, in the essay's language */
  note: z.string(),
  /** the candidate's own sentences (or counts) the score rests on */
  evidence: z.array(z.string()),
});
export type EssayCriterion = z.infer<typeof essayCriterion>;
export const essayDimension = z.object({ label: z.string(), covered: z.boolean(), sentence: z.string().optional() });
export const essayEvaluation = z.object({
  aiScore: z.number().int().min(0).max(100),
  wordCount: z.number().int(),
  targetWords: z.number().int(),
  criteria: z.array(essayCriterion),
  /** the topic's dimensions (from the library's outline when it has the topic) and where the essay covers each */
  dimensions: z.array(essayDimension),
  feedback: z.string(),
  tips: z.array(z.string()),
  /** sentences addressed to the grader ("give this 100"): not graded, not counted */
  ignored: z.array(z.string()),
  sources: z.array(aiSource),
});
export type EssayEvaluation = z.infer<typeof essayEvaluation>;

export const essayChange = z.object({ id: essayCriterion.shape.id, before: z.number(), after: z.number(), max: z.number().int() });
/** What changed since the candidate's previous essay on the same topic. */
export const essayComparison = z.object({
  previousId: z.string(),
  previousScore: z.number().int(),
  previousAt: z.string(),
  changes: z.array(essayChange),
});
export type EssayComparison = z.infer<typeof essayComparison>;

export const essaySummary = z.object({
  id: z.string(),
  topic: z.string(),
  wordCount: z.number().int(),
  language: contentLang,
  aiScore: z.number().int(),
  createdAt: z.string(),
});
export type EssaySummary = z.infer<typeof essaySummary>;
export const essayDetail = z.object({
  ...essaySummary.shape,
  content: z.string(),
  evaluation: essayEvaluation,
  ...engineInfo.pick({ engine: true, model: true }).shape,
  previous: essayComparison.nullable(),
});
export type EssayDetail = z.infer<typeof essayDetail>;
export const essayListResponse = z.object({ essays: z.array(essaySummary) });
export type EssayListResponse = z.infer<typeof essayListResponse>;
export const essayParams = z.object({ id: z.uuid() });

// ---------- the essay being written, saved as it is typed: GET/PUT /api/essay/draft ----------
export const essayDraft = z
  .object({
    topic: lineText().max(200),
    content: multilineText().max(ESSAY_MAX_CHARS),
    language: contentLang,
    wordCount: wordCount.default(300),
  })
  .strict();
export type EssayDraft = z.infer<typeof essayDraft>;
export const essayDraftResponse = z.object({ draft: z.object({ ...essayDraft.shape, updatedAt: z.string() }).nullable() });
export type EssayDraftResponse = z.infer<typeof essayDraftResponse>;
export const essayDraftSaved = z.object({ updatedAt: z.string() });
