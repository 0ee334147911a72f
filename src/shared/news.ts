import { z } from 'zod';
import { engineInfo } from './ai';
import { NEWS_CATEGORIES, NEWS_SCOPES, SUMMARIZE_MAX_WORDS } from './news-constants';
import { multilineText } from './text';

/** Current affairs (issue 16; spec 02 §2 Current Affairs, §3 news item, §7, §8, §9). */
export * from './news-constants';

const day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be YYYY-MM-DD');
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM');

export const newsTodayQuery = z
  .object({
    category: z.enum(NEWS_CATEGORIES).optional(),
    scope: z.enum(NEWS_SCOPES).optional(),
    /** a day to browse; without it the latest day with news */
    date: day.optional(),
  })
  .strict();
export type NewsTodayQuery = z.infer<typeof newsTodayQuery>;

/** A recall card made from one of the item's facts (a name, a number, a date): the fact blanked out. */
export const newsPracticeCard = z.object({ front: z.string(), back: z.string(), explanation: z.string() });
export type NewsPracticeCard = z.infer<typeof newsPracticeCard>;

export const newsItemDto = z.object({
  id: z.string(),
  date: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  scope: z.enum(NEWS_SCOPES),
  title: z.string(),
  /** the title in Marathi when the item has one */
  titleMarathi: z.string().nullable(),
  /** extractive, at most 200 words, in the item's own English */
  summary: z.string(),
  /** the curated Marathi summary, or one made from the item's Marathi text; null: needs an AI model */
  summaryMarathi: z.string().nullable(),
  source: z.object({ name: z.string(), url: z.string(), detail: z.string().nullable() }),
  url: z.string(),
  imageUrl: z.string().nullable(),
  /** Maharashtra news (spec: "Maharashtra flag") */
  maharashtra: z.boolean(),
  tags: z.array(z.string()),
  origin: z.enum(['pack', 'feed']),
  /** recall cards in English and in Marathi (when the item has Marathi text) */
  practice: z.object({ en: z.array(newsPracticeCard), mr: z.array(newsPracticeCard) }),
});
export type NewsItemDto = z.infer<typeof newsItemDto>;

export const newsTodayResponse = z.object({
  /** the day shown; null when nothing matches at all */
  date: day.nullable(),
  /** the server's today (India) */
  today: day,
  /** true when the day shown is not today (the latest news is older): the page says so */
  fallback: z.boolean(),
  items: z.array(newsItemDto),
  /** the most recent days that have news (for the filters), newest first */
  days: z.array(z.object({ date: day, count: z.number().int() })),
  /** months that have news, newest first (monthly compilation) */
  months: z.array(month),
  /** a model is configured: an item without a Marathi summary can ask for one */
  marathiByModel: z.boolean(),
});
export type NewsTodayResponse = z.infer<typeof newsTodayResponse>;

export const newsItemParams = z.object({ id: z.string().regex(/^[a-z0-9-]{3,80}$/) }).strict();
export const newsReviewRequest = z.object({ language: z.enum(['en', 'mr']) }).strict();
export const newsReviewResponse = z.object({ added: z.number().int(), cards: z.number().int() });
export type NewsReviewResponse = z.infer<typeof newsReviewResponse>;

export const newsMarathiResponse = z.object({ summaryMarathi: z.string().nullable(), ...engineInfo.shape });
export type NewsMarathiResponse = z.infer<typeof newsMarathiResponse>;

export const newsMonthParams = z.object({ month }).strict();
export const newsMonthQuery = z.object({ language: z.enum(['english', 'marathi']).default('english') }).strict();

const words = (s: string) => s.trim().split(/\s+/u).filter(Boolean).length;
/** POST /api/current-affairs/summarize (spec §7): newsText non-blank (spec §5), at most 1,000 words (spec §9). */
export const summarizeRequest = z
  .object({
    newsText: multilineText()
      .trim()
      .min(1, 'must not be empty')
      .max(20_000)
      .refine((s) => words(s) <= SUMMARIZE_MAX_WORDS, `must be at most ${SUMMARIZE_MAX_WORDS} words`),
    language: z.enum(['english', 'marathi', 'hindi']),
  })
  .strict();
export type SummarizeRequest = z.infer<typeof summarizeRequest>;
export const summarizeResponse = z.object({
  summary: z.string(),
  sentences: z.array(z.string()),
  /** the language the summary is written in (offline: the text's own; a model writes the one asked for) */
  language: z.enum(['english', 'marathi', 'hindi']),
  ...engineInfo.shape,
});
export type SummarizeResponse = z.infer<typeof summarizeResponse>;

export const newsIngestResponse = z.object({
  feeds: z.number().int(),
  fetched: z.number().int(),
  added: z.number().int(),
  duplicates: z.number().int(),
  failed: z.array(z.object({ url: z.string(), reason: z.string() })),
});
export type NewsIngestResponse = z.infer<typeof newsIngestResponse>;
