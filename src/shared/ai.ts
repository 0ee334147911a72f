import { z } from 'zod';
import { plannerSubjectId } from './subjects';
import { lineText, multilineText } from './text';

/**
 * Contracts of the AI tasks (issue 5). Every AI answer carries the engine and model that made it;
 * the web shows them. Inputs are length-capped here, once, for web and server alike.
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

export const aiLanguage = z.enum(['english', 'marathi']);
export type AiLanguage = z.infer<typeof aiLanguage>;

/** Where an answer came from in the library (spec: answers rendered with their sources). */
export const aiSource = z.object({
  kind: z.enum(['note', 'topic', 'mcq', 'book', 'syllabus']),
  id: z.string(),
  title: z.string(),
  /** the work that backs it (book chapter, article, official document) when known */
  reference: z.string().optional(),
});
export type AiSource = z.infer<typeof aiSource>;

// ---------- micro plan (spec 01 §2 Study Planner, §9) ----------
export const EXAM_TARGETS = ['mpsc-prelims', 'mpsc-mains', 'upsc-prelims', 'ssc', 'custom'] as const;
export const examTarget = z.enum(EXAM_TARGETS);
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const microPlanRequest = z
  .object({
    subject: plannerSubjectId,
    duration: z.union([z.literal(1), z.literal(2)]),
    examTarget: examTarget.default('mpsc-prelims'),
    language: aiLanguage.default('english'),
    difficulty: z.enum(DIFFICULTIES).default('medium'),
  })
  .strict();
export type MicroPlanRequest = z.infer<typeof microPlanRequest>;
export const planHour = z.object({
  hour: z.number().int().min(1),
  topic: z.string(),
  source: z.string(),
  focusAreas: z.array(z.string()),
  practice: z.array(z.string()),
  goal: z.string(),
  tip: z.string(),
});
export const microPlan = z.object({
  subject: z.string(),
  duration: z.number().int(),
  examTarget: z.string(),
  hours: z.array(planHour).min(1),
  totalGoals: z.array(z.string()),
  exportMetadata: z.object({ difficulty: z.string(), generatedAt: z.string() }),
});
export type MicroPlan = z.infer<typeof microPlan>;
export const microPlanResponse = z.object({ plan: microPlan, sources: z.array(aiSource), ...engineInfo.shape });
export type MicroPlanResponse = z.infer<typeof microPlanResponse>;

// ---------- 90-day plan (spec 02 §3 Study plan, §4, §9) ----------
export const STUDY_HOURS = [2, 3, 4, 5, 6, 8] as const;
export const TASK_TYPES = ['study', 'revision', 'practice', 'test'] as const;
export const ninetyDayRequest = z
  .object({
    /** YYYY-MM-DD, not before today (checked on the server with its clock) */
    examDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)'),
    subjects: z.array(plannerSubjectId).min(1, 'choose at least one subject').max(12),
    studyHours: z.number().int().refine((h) => (STUDY_HOURS as readonly number[]).includes(h), 'must be one of 2, 3, 4, 5, 6, 8').default(4),
    language: aiLanguage.default('english'),
  })
  .strict();
export type NinetyDayRequest = z.infer<typeof ninetyDayRequest>;
export const planTask = z.object({
  id: z.string(),
  subject: z.string(),
  type: z.enum(TASK_TYPES),
  topic: z.string(),
  /** minutes */
  duration: z.number().int().positive(),
  isCompleted: z.boolean(),
});
export const planDay = z.object({ day: z.number().int().min(1), date: z.string(), isCompleted: z.boolean(), tasks: z.array(planTask) });
export const studyPlan = z.object({
  id: z.string(),
  examDate: z.string(),
  totalDays: z.number().int(),
  /** 0–100, completed days over total */
  progress: z.number(),
  createdAt: z.string(),
  days: z.array(planDay),
});
export type StudyPlan = z.infer<typeof studyPlan>;
export const studyPlanResponse = z.object({ plan: studyPlan, ...engineInfo.shape });
/** GET /api/study-plan/current → the user's latest plan or null */
export const currentPlanResponse = z.object({ plan: studyPlan.nullable() });
/** PATCH /api/study-plan/:planId/day/:day — mark the day and/or individual tasks */
export const updateDayRequest = z
  .object({ isCompleted: z.boolean().optional(), tasks: z.array(z.object({ id: lineText().max(64), isCompleted: z.boolean() }).strict()).max(50).optional() })
  .strict()
  .refine((b) => b.isCompleted !== undefined || (b.tasks?.length ?? 0) > 0, 'nothing to update');
export const updateDayParams = z.object({ planId: z.uuid(), day: z.coerce.number().int().min(1).max(400) });

// ---------- chat (spec 01 §2 chat, §7) ----------
export const CHAT_MAX_MESSAGE = 2000;
export const chatRequest = z
  .object({
    message: multilineText().trim().min(1, 'must not be empty').max(CHAT_MAX_MESSAGE),
    context: multilineText().max(500).optional(),
    language: aiLanguage.optional(),
    /** the last few turns, oldest first */
    history: z.array(z.object({ role: z.enum(['user', 'assistant']), content: multilineText().max(CHAT_MAX_MESSAGE) }).strict()).max(10).optional(),
  })
  .strict();
export type ChatRequest = z.infer<typeof chatRequest>;
/** Markdown, rendered safely by the web (no raw HTML, no remote images). */
export const chatResponse = z.object({ response: z.string(), sources: z.array(aiSource), ...engineInfo.shape });
export type ChatResponse = z.infer<typeof chatResponse>;
/** POST /api/chat/stream answers NDJSON lines of this union. */
export const chatStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), ...engineInfo.shape }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), sources: z.array(aiSource) }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEvent>;

// ---------- topic explorer (spec 01 §2, §3, §9) ----------
export const EXPLORER_SUBJECTS = ['History', 'Geography', 'Polity', 'Economy', 'Environment', 'Science & Technology', 'Current Affairs', 'Ethics'] as const;
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const TOPIC_CONTENT_TYPES = ['summary', 'flashcards', 'questions'] as const;
const topicText = lineText().trim().min(1, 'must not be empty').max(120);
const subjectText = lineText().trim().min(1, 'must not be empty').max(60);
export const explainRequest = z
  .object({ topic: topicText, subject: subjectText, language: aiLanguage.default('english'), level: z.enum(LEVELS).default('intermediate') })
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
});
export type TopicContent = z.infer<typeof topicContent>;
export const explainResponse = z.object({ ...topicContent.shape, ...engineInfo.shape });
export type ExplainResponse = z.infer<typeof explainResponse>;
export const topicTypeParams = z.object({ type: z.enum(TOPIC_CONTENT_TYPES) });
export const topicTypeRequest = z.object({ topic: topicText, subject: subjectText, language: aiLanguage.default('english') }).strict();
export const topicTypeResponse = z.object({
  summary: z.string().optional(),
  flashcards: z.array(flashcard).optional(),
  questions: z.array(topicQuestion).max(10).optional(),
  sources: z.array(aiSource),
  found: z.boolean(),
  ...engineInfo.shape,
});
export type TopicTypeResponse = z.infer<typeof topicTypeResponse>;

// ---------- summarise (used by current affairs later) ----------
export const SUMMARY_MAX_INPUT = 20_000;
export const summariseRequest = z
  .object({ text: multilineText().trim().min(1, 'must not be empty').max(SUMMARY_MAX_INPUT), language: aiLanguage.optional(), maxSentences: z.number().int().min(1).max(20).default(5) })
  .strict();
export const summariseResponse = z.object({ summary: z.string(), sentences: z.array(z.string()), ...engineInfo.shape });
