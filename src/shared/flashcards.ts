import { z } from 'zod';
import { engineInfo } from './ai';
import { DIFFICULTIES } from './constants';
import {
  CARD_SIDE_MAX_CHARS,
  FLASHCARD_SUBJECTS,
  MAX_NEW_PER_DAY,
  MAX_REVIEWS_PER_DAY,
  NOTES_MAX_CHARS,
  TOPIC_MAX_CHARS,
} from './flashcards-constants';
import { contentLang } from './language';
import { lineText, multilineText } from './text';

export * from './flashcards-constants';

/** Contracts of the flashcards feature: decks and cards (`/api/flashcards/*`) and FSRS review (`/api/reviews/*`). */

const count = z.union([z.literal(5), z.literal(10), z.literal(15), z.literal(20)]).default(10);
const line = (max: number) => lineText().trim().min(1, 'must not be blank').max(max);
const text = (max: number) => multilineText().trim().min(1, 'must not be blank').max(max);

/** POST /api/flashcards/generate — cards from the library's notes and bank questions (spec 02 §7). */
export const generateRequest = z
  .object({
    subjects: z.array(z.enum(FLASHCARD_SUBJECTS)).min(1, 'choose at least one subject').max(FLASHCARD_SUBJECTS.length),
    count,
    difficulty: z.enum(DIFFICULTIES).default('medium'),
    language: contentLang.default('english'),
  })
  .strict();
export type GenerateRequest = z.infer<typeof generateRequest>;

/** POST /api/flashcards/generate-from-content — topic + pasted notes; every answer is text found in the notes. */
export const generateFromContentRequest = z
  .object({
    topic: line(TOPIC_MAX_CHARS),
    content: text(NOTES_MAX_CHARS),
    count,
  })
  .strict();
export type GenerateFromContentRequest = z.infer<typeof generateFromContentRequest>;

/** What the notes extractor returns (the AI task's output): question and answer, as spec 02 §3 names them. */
export const extractedCard = z.object({
  question: z.string().min(1).max(CARD_SIDE_MAX_CHARS),
  answer: z.string().min(1).max(CARD_SIDE_MAX_CHARS),
  /** 'cloze': a span blanked in a sentence; 'key-sentence': the sentence is the answer to its opening words. */
  kind: z.enum(['cloze', 'key-sentence']),
});
export type ExtractedCard = z.infer<typeof extractedCard>;
export const extractedCards = z.object({ cards: z.array(extractedCard) });

export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;

export const flashcardDto = z.object({
  id: z.string(),
  deckId: z.string(),
  front: z.string(),
  back: z.string(),
  explanation: z.string().nullable(),
  citation: z.string().nullable(),
  subjectId: z.string().nullable(),
  topicId: z.string().nullable(),
  /** The topic's title and planner subject when the card has a library topic (the leech links to its note). */
  topicTitle: z.string().nullable(),
  language: z.string(),
  source: z.string(),
  state: z.enum(CARD_STATES),
  due: z.string(),
  reps: z.number().int(),
  lapses: z.number().int(),
  leech: z.boolean(),
});
export type FlashcardDto = z.infer<typeof flashcardDto>;

export const deckDto = z.object({
  id: z.string(),
  name: z.string(),
  /** subjects | notes | exam | daily-exam | maps | news */
  source: z.string(),
  subjectId: z.string().nullable(),
  language: z.string(),
  cardCount: z.number().int(),
  dueCount: z.number().int(),
  newCount: z.number().int(),
  createdAt: z.string(),
});
export type DeckDto = z.infer<typeof deckDto>;

/** The decks the cards went to (one per subject, or the notes' topic), the cards, and how many were new. */
export const generatedResponse = z.object({ decks: z.array(deckDto), cards: z.array(flashcardDto), added: z.number().int() });
export type GeneratedResponse = z.infer<typeof generatedResponse>;
export const generatedFromContentResponse = generatedResponse.extend(engineInfo.shape);
export type GeneratedFromContentResponse = z.infer<typeof generatedFromContentResponse>;

export const decksResponse = z.object({ decks: z.array(deckDto) });
export type DecksResponse = z.infer<typeof decksResponse>;
export const deckCardsResponse = z.object({ deck: deckDto, cards: z.array(flashcardDto) });
export type DeckCardsResponse = z.infer<typeof deckCardsResponse>;

export const idParams = z.object({ id: z.uuid() });
export const cardIdParams = z.object({ cardId: z.uuid() });

export const updateCardRequest = z
  .object({ front: text(CARD_SIDE_MAX_CHARS).optional(), back: text(CARD_SIDE_MAX_CHARS).optional() })
  .strict()
  .refine((b) => b.front !== undefined || b.back !== undefined, 'change the front or the back');
export type UpdateCardRequest = z.infer<typeof updateCardRequest>;
export const cardResponse = z.object({ card: flashcardDto });
export type CardResponse = z.infer<typeof cardResponse>;
export const okResponse = z.object({ ok: z.literal(true) });

// ---------- review (FSRS) ----------

/** Minutes until the card would be due again after each rating (the server's schedule, exam cap applied). */
export const intervalsDto = z.object({ again: z.number(), hard: z.number(), good: z.number(), easy: z.number() });
export type IntervalsDto = z.infer<typeof intervalsDto>;
export const dueCardDto = flashcardDto.extend({ intervals: intervalsDto });
export type DueCardDto = z.infer<typeof dueCardDto>;

export const reviewSettingsDto = z.object({
  newPerDay: z.number().int().min(0).max(MAX_NEW_PER_DAY),
  reviewsPerDay: z.number().int().min(1).max(MAX_REVIEWS_PER_DAY),
  /** The streak is shown only when the candidate asks for it. */
  streakOptIn: z.boolean(),
});
export type ReviewSettingsDto = z.infer<typeof reviewSettingsDto>;
export const reviewSettingsRequest = reviewSettingsDto.partial().strict();

export const dueResponse = z.object({
  cards: z.array(dueCardDto),
  newToday: z.number().int(),
  reviewsToday: z.number().int(),
  settings: reviewSettingsDto,
  /** Due now but beyond today's limits. */
  heldBack: z.number().int(),
  /** The candidate's exam date (profile), null when not set. */
  examDate: z.string().nullable(),
  /** Within 30 days of the exam: the least-remembered cards come first. */
  examMode: z.boolean(),
  /** When the next card is due after these (ISO), null when none. */
  nextDue: z.string().nullable(),
  canUndo: z.boolean(),
});
export type DueResponse = z.infer<typeof dueResponse>;

export const reviewRequest = z
  .object({
    rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    /** Set by the web's offline queue: the same rating sent twice is applied once. */
    clientId: z.uuid().optional(),
    /** When the candidate rated it (offline ratings sync later); the server clamps it to the last 7 days. */
    reviewedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type ReviewRequest = z.infer<typeof reviewRequest>;
export const reviewResponse = z.object({
  card: flashcardDto,
  intervalMinutes: z.number(),
  /** The interval was shortened so the card comes back before the exam date. */
  capped: z.boolean(),
  /** The same clientId was already applied: nothing changed. */
  duplicate: z.boolean(),
});
export type ReviewResponse = z.infer<typeof reviewResponse>;

export const statsResponse = z.object({
  /** Last 30 days, oldest first (India days). */
  days: z.array(z.object({ day: z.string(), reviews: z.number().int(), again: z.number().int() })),
  /** Share of reviews of learned cards not rated Again in the last 30 days; null before any. */
  retention: z.number().nullable(),
  reviewsTotal: z.number().int(),
  /** Cards due per day for the next 30 days (today first; overdue counted today). */
  forecast: z.array(z.object({ day: z.string(), due: z.number().int() })),
  /** Days in a row with a review, ending today or yesterday; null unless opted in. */
  streak: z.number().int().nullable(),
  leeches: z.number().int(),
  settings: reviewSettingsDto,
});
export type StatsResponse = z.infer<typeof statsResponse>;
