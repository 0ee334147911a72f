import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/**
 * Current affairs (migration 016-news): the curated pack (origin 'pack', seeded from content/news with the rest of the
 * library) and items from live feeds (origin 'feed', modules/news/ingest.ts) in one table, read through the library.
 */
export interface NewsItemsTable {
  id: string;
  origin: 'pack' | 'feed';
  /** YYYY-MM-DD, the day of the event or announcement */
  date: string;
  category: string;
  scope: string;
  title_en: string;
  title_mr: string | null;
  body_en: string;
  body_mr: string | null;
  summary_en: string;
  summary_mr: string | null;
  source_name: string;
  source_url: string;
  source_detail: string | null;
  /** the item's own address (a feed entry's link; the pack's source URL) */
  url: string;
  /** lower-cased host + path without tracking parameters: de-duplication across feeds */
  url_key: string;
  image_url: string | null;
  tags: JSONColumnType<string[], string, string>;
  position: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
