import type { Kysely } from 'kysely';
import type { SearchQuery, SearchResponse } from '../../../shared/content-search';
import type { Database } from '../../db/schema';
import { detectLang, searchContent } from '@server/library';

export async function search(db: Kysely<Database>, q: SearchQuery): Promise<SearchResponse> {
  const lang = q.lang ?? detectLang(q.q);
  const hits = await searchContent(db, q.q, { lang, kinds: q.kinds, limit: q.limit });
  return { query: q.q, lang, hits };
}
