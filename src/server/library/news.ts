import { sql, type Insertable, type Selectable } from 'kysely';
import { NEWS_SUMMARY_MAX_WORDS } from '@shared/news';
import type { NewsPackItem, StoredNewsItem } from '@shared/content';
import { extractiveSummary } from '../ai/text/segment';
import type { Executor } from '../db/database';
import type { NewsItemsTable } from '../db/schema-news';

/**
 * Current affairs in the library (migration 016-news): the curated pack, seeded from content/news, and items from
 * live feeds (modules/news/ingest.ts writes them through `insertFeedNews`). Every read returns StoredNewsItem.
 */
type Row = Selectable<NewsItemsTable>;

/** Tracking parameters dropped from a URL before comparing: the same article shared by two feeds. */
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|mc_[a-z]+|ref|source|cmpid)$/i;
/** host (without www.) + path (without a trailing slash) + the remaining query, lower-cased: one key per article. */
export function urlKey(url: string): string {
  try {
    const u = new URL(url);
    const params = [...u.searchParams.entries()].filter(([k]) => !TRACKING.test(k)).sort(([a], [b]) => a.localeCompare(b));
    const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
    return `${u.hostname.replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '')}${query}`.toLowerCase();
  } catch {
    return url.trim().toLowerCase();
  }
}

/** The ≤ 200-word extractive summary of a text (spec §9), or null for no text. */
export function newsSummary(text: string | null | undefined, lang: 'en' | 'mr'): string | null {
  if (!text?.trim()) return null;
  return extractiveSummary(text, { maxWords: NEWS_SUMMARY_MAX_WORDS, lang }).join(' ');
}

/** The pack's row: its summaries made from its own text; the curated Marathi summary wins over the extract. */
export function newsPackRow(n: NewsPackItem, position: number): Insertable<NewsItemsTable> {
  return {
    id: n.id,
    origin: 'pack',
    date: n.date,
    category: n.category,
    scope: n.scope,
    title_en: n.title.en,
    title_mr: n.title.mr,
    body_en: n.body.en,
    body_mr: n.body.mr,
    summary_en: newsSummary(n.body.en, 'en')!,
    summary_mr: n.summaryMarathi ?? newsSummary(n.body.mr, 'mr'),
    source_name: n.source.name,
    source_url: n.source.url,
    source_detail: n.source.detail ?? null,
    url: n.source.url,
    url_key: urlKey(n.source.url),
    image_url: null,
    tags: JSON.stringify(n.tags),
    position,
  };
}

const toItem = (r: Row): StoredNewsItem => ({
  id: r.id,
  origin: r.origin,
  date: r.date,
  category: r.category as StoredNewsItem['category'],
  scope: r.scope as StoredNewsItem['scope'],
  title: { en: r.title_en, mr: r.title_mr },
  body: { en: r.body_en, mr: r.body_mr },
  summary: { en: r.summary_en, mr: r.summary_mr },
  source: { name: r.source_name, url: r.source_url, detail: r.source_detail },
  url: r.url,
  imageUrl: r.image_url,
  tags: r.tags,
});

export interface NewsFilter {
  category?: string;
  scope?: string;
  /** items on or before this day only (no news "from the future" of the server's clock) */
  until?: string;
}

function filtered(db: Executor, f: NewsFilter) {
  let q = db.selectFrom('news_items');
  if (f.category) q = q.where('category', '=', f.category);
  if (f.scope) q = q.where('scope', '=', f.scope);
  if (f.until) q = q.where('date', '<=', f.until);
  return q;
}

/** The items of one day, Maharashtra first, then in the pack's (or arrival) order. */
export async function newsOfDay(db: Executor, date: string, f: NewsFilter = {}): Promise<StoredNewsItem[]> {
  const rows = await filtered(db, f)
    .selectAll()
    .where('date', '=', date)
    .orderBy(sql`case scope when 'maharashtra' then 0 when 'india' then 1 else 2 end`)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  return rows.map(toItem);
}

/** The most recent days that have news, newest first, with how many items each. */
export async function newsDays(db: Executor, f: NewsFilter = {}, limit = 60): Promise<{ date: string; count: number }[]> {
  const rows = await filtered(db, f)
    .select(['date', sql<number>`count(*)::int`.as('count')])
    .groupBy('date')
    .orderBy('date', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ date: r.date, count: Number(r.count) }));
}

/** Months that have news (YYYY-MM), newest first. */
export async function newsMonths(db: Executor, until?: string): Promise<string[]> {
  const rows = await filtered(db, { until })
    .select(sql<string>`substr(date, 1, 7)`.as('month'))
    .groupBy(sql`substr(date, 1, 7)`)
    .orderBy(sql`substr(date, 1, 7)`, 'desc')
    .execute();
  return rows.map((r) => r.month);
}

/** Every item of a month (YYYY-MM), by day, for the monthly compilation. */
export async function newsOfMonth(db: Executor, month: string): Promise<StoredNewsItem[]> {
  const rows = await db.selectFrom('news_items').selectAll().where('date', 'like', `${month}-%`).orderBy('date').orderBy('position').execute();
  return rows.map(toItem);
}

export async function newsItem(db: Executor, id: string): Promise<StoredNewsItem | null> {
  const r = await db.selectFrom('news_items').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toItem(r) : null;
}

/** Titles and address keys of the items since a day: what a new feed entry is compared with. */
export async function newsSince(db: Executor, since: string): Promise<{ id: string; title: string; urlKey: string; date: string }[]> {
  const rows = await db.selectFrom('news_items').select(['id', 'title_en', 'url_key', 'date']).where('date', '>=', since).execute();
  return rows.map((r) => ({ id: r.id, title: r.title_en, urlKey: r.url_key, date: r.date }));
}

export async function newsUrlKeysKnown(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .selectFrom('news_items')
    .select('url_key')
    .where('url_key', 'in', [...keys])
    .execute();
  return new Set(rows.map((r) => r.url_key));
}

export type FeedNewsRow = Omit<Insertable<NewsItemsTable>, 'origin' | 'position' | 'created_at'>;

/** Live-feed items (origin 'feed'); an address already stored is skipped. Returns how many were new. */
export async function insertFeedNews(db: Executor, rows: readonly FeedNewsRow[]): Promise<number> {
  if (!rows.length) return 0;
  const r = await db
    .insertInto('news_items')
    .values(rows.map((row) => ({ ...row, origin: 'feed' as const })))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return r.length;
}

/** A model's Marathi summary for an item that has none (a live feed's); an existing one is never replaced. */
export async function setNewsMarathiSummary(db: Executor, id: string, summary: string): Promise<void> {
  await db.updateTable('news_items').set({ summary_mr: summary }).where('id', '=', id).where('summary_mr', 'is', null).execute();
}
