import { z } from 'zod';
import { NEWS_PACK_CATEGORIES, NEWS_SCOPES } from '../news-constants';
import { bilingual, review } from './common';

/**
 * The curated current-affairs pack (content/news/YYYY-MM.yaml, one file per month): dated items, each with the
 * official source it can be checked against. Live feeds add items of the same shape (modules/news/ingest.ts), which
 * may carry the category `other` when no rule places them.
 */
export { NEWS_PACK_CATEGORIES, NEWS_SCOPES };

const isoDay = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'dates are YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'not a real date');

const wordCount = (s: string) => s.trim().split(/\s+/u).filter(Boolean).length;

export const newsPackItem = z
  .object({
    id: z.string().regex(/^news-\d{4}-(0[1-9]|1[0-2])-\d{3}$/, 'ids are news-YYYY-MM-NNN'),
    date: isoDay,
    category: z.enum(NEWS_PACK_CATEGORIES),
    scope: z.enum(NEWS_SCOPES),
    title: bilingual,
    body: bilingual,
    summaryMarathi: z
      .string()
      .trim()
      .min(1)
      .refine((s) => wordCount(s) <= 200, 'at most 200 words')
      .optional(),
    source: z.object({ name: z.string().trim().min(2), url: z.url(), detail: z.string().trim().min(1).optional() }).strict(),
    /** exam relevance: prelims, mains-gs1…gs4, interview, essay (kebab-case, open list) */
    tags: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)).default([]),
    review,
  })
  .strict()
  .refine((n) => n.id.slice(5, 12) === n.date.slice(0, 7), { message: 'the id month must be the date month', path: ['id'] });
export type NewsPackItem = z.infer<typeof newsPackItem>;

/** A news item as the library holds it (the pack's or a live feed's), in both languages where it has them. */
export interface StoredNewsItem {
  id: string;
  origin: 'pack' | 'feed';
  date: string;
  category: (typeof NEWS_PACK_CATEGORIES)[number] | 'other';
  scope: (typeof NEWS_SCOPES)[number];
  title: { en: string; mr: string | null };
  body: { en: string; mr: string | null };
  summary: { en: string; mr: string | null };
  source: { name: string; url: string; detail: string | null };
  url: string;
  imageUrl: string | null;
  tags: string[];
}
