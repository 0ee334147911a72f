import { z } from 'zod';
import { contentLang } from './language';
import { lineText } from './text';

export const SEARCH_KINDS = ['note', 'topic', 'mcq'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_MAX_QUERY = 200;
export const SEARCH_MAX_LIMIT = 50;

const blankAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** `kinds=note,mcq` or `kinds=note&kinds=mcq`. */
const kindList = (v: unknown) => {
  const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
  const kinds = parts.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '');
  return kinds.length ? kinds : undefined;
};

// GET /api/content/search
export const searchQuery = z.object({
  q: lineText().trim().min(1, 'must not be empty').max(SEARCH_MAX_QUERY, `must be at most ${SEARCH_MAX_QUERY} characters`),
  /** Language of titles and snippets; by default the query's own script decides (Devanagari → marathi). */
  lang: z.preprocess(blankAsUndefined, contentLang.optional()),
  kinds: z.preprocess(
    kindList,
    z
      .array(z.string())
      .refine(
        (ks) => ks.every((k) => (SEARCH_KINDS as readonly string[]).includes(k)),
        `must be a comma-separated list of ${SEARCH_KINDS.join(', ')}`,
      )
      .transform((ks) => [...new Set(ks)] as SearchKind[])
      .optional(),
  ),
  limit: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(20)),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  /** Plain text around the match (no markup). */
  snippet: z.string(),
  subject: z.string(),
  topicId: z.string(),
  /** Higher is better; comparable within one response only. */
  score: z.number(),
});
export type SearchHit = z.infer<typeof searchHit>;
export const searchResponse = z.object({ query: z.string(), lang: contentLang, hits: z.array(searchHit) });
export type SearchResponse = z.infer<typeof searchResponse>;
