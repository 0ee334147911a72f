import type { SearchQuery, SearchResponse } from '@shared/content-search';
import { detectLang, searchContent } from '@server/library';
import type { Executor } from '@server/db/database';

export async function search(db: Executor, q: SearchQuery): Promise<SearchResponse> {
  const lang = q.lang ?? detectLang(q.q);
  const hits = await searchContent(db, q.q, { lang, kinds: q.kinds, limit: q.limit });
  return { query: q.q, lang, hits };
}
