import { createHash } from 'node:crypto';
import type { NewsIngestResponse } from '@shared/news';
import { addDays, indiaDay } from '@server/clock';
import type { Executor } from '@server/db/database';
import * as library from '@server/library';
import { classifyNews } from './classify';
import { sameStory } from './dedupe';
import { FeedFormatError, parseFeed, type FeedEntry } from './feed-parse';

export interface IngestOptions {
  feeds: readonly string[];
  /** per feed, the whole request and body */
  timeoutMs: number;
  /** a feed larger than this is refused (a feed is a few hundred KB) */
  maxBytes?: number;
  fetchImpl?: typeof fetch;
  now: Date;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void };
}

const MAX_BYTES = 2 * 1024 * 1024;
/** Entries older than this are not news any more (a feed that lists its whole archive). */
const MAX_AGE_DAYS = 45;
/** How far back stored titles are compared for the same story. */
const SAME_STORY_DAYS = 7;
const MAX_TITLE = 300;
const MAX_BODY_CHARS = 6000;

class FeedFetchError extends Error {}

/** The feed's text, or FeedFetchError (down, a 4xx/5xx, too slow, too large). Never hangs past timeoutMs. */
async function fetchFeed(url: string, o: IngestOptions): Promise<string> {
  const maxBytes = o.maxBytes ?? MAX_BYTES;
  const signal = AbortSignal.timeout(o.timeoutMs);
  let res: Response;
  try {
    res = await (o.fetchImpl ?? fetch)(url, {
      signal,
      redirect: 'follow',
      headers: {
        accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5',
        'user-agent': 'Abhyas news ingest',
      },
    });
  } catch (e) {
    throw new FeedFetchError(signal.aborted ? `timed out after ${o.timeoutMs} ms` : `unreachable: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new FeedFetchError(`HTTP ${res.status}`);
  }
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new FeedFetchError(`larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new FeedFetchError(`larger than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  } catch (e) {
    if (e instanceof FeedFetchError) throw e;
    throw new FeedFetchError(signal.aborted ? `timed out after ${o.timeoutMs} ms` : `body failed: ${e instanceof Error ? e.message : String(e)}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const feedId = (urlKey: string) => `feed-${createHash('sha256').update(urlKey).digest('hex').slice(0, 20)}`;
const sourceName = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

function toRow(e: FeedEntry, feedUrl: string, now: Date): library.FeedNewsRow | null {
  const date = indiaDay(e.published && e.published.getTime() <= now.getTime() + 86_400_000 ? e.published : now);
  if (date < addDays(indiaDay(now), -MAX_AGE_DAYS)) return null;
  const title = e.title.slice(0, MAX_TITLE);
  const body = (e.text || e.title).slice(0, MAX_BODY_CHARS);
  const key = library.urlKey(e.link);
  const { category, scope } = classifyNews(title, body);
  return {
    id: feedId(key),
    date,
    category,
    scope,
    title_en: title,
    title_mr: null,
    body_en: body,
    body_mr: null,
    summary_en: library.newsSummary(body, 'en') ?? title,
    // an English entry has no Marathi summary until a model writes one (the card says so)
    summary_mr: null,
    source_name: sourceName(feedUrl),
    source_url: e.link,
    source_detail: title,
    url: e.link,
    url_key: key,
    image_url: e.imageUrl,
    tags: JSON.stringify([]),
  };
}

/**
 * Fetches every configured feed (one at a time: a handful of feeds, and the machine is small), and stores the
 * entries that are new: not an address already stored, and not the same story as a title stored in the last week
 * (or earlier in this run). A feed that is down, slow or malformed is logged and skipped; the others and every item
 * already stored are untouched.
 */
export async function ingestFeeds(db: Executor, o: IngestOptions): Promise<NewsIngestResponse> {
  const out: NewsIngestResponse = { feeds: o.feeds.length, fetched: 0, added: 0, duplicates: 0, failed: [] };
  const recent = await library.newsSince(db, addDays(indiaDay(o.now), -SAME_STORY_DAYS));
  const titles = recent.map((r) => r.title);
  for (const feedUrl of o.feeds) {
    let entries: FeedEntry[];
    try {
      entries = parseFeed(await fetchFeed(feedUrl, o), feedUrl);
    } catch (e) {
      const reason = e instanceof FeedFetchError || e instanceof FeedFormatError ? e.message : `failed: ${String(e)}`;
      o.log.warn({ feed: feedUrl, reason }, 'news feed skipped');
      out.failed.push({ url: feedUrl, reason });
      continue;
    }
    out.fetched += entries.length;
    const rows = entries.map((e) => toRow(e, feedUrl, o.now)).filter((r): r is library.FeedNewsRow => r !== null);
    const known = await library.newsUrlKeysKnown(
      db,
      rows.map((r) => r.url_key),
    );
    const fresh: library.FeedNewsRow[] = [];
    for (const r of rows) {
      if (known.has(r.url_key) || titles.some((t) => sameStory(t, r.title_en))) {
        out.duplicates++;
        continue;
      }
      known.add(r.url_key);
      titles.push(r.title_en);
      fresh.push(r);
    }
    const added = await library.insertFeedNews(db, fresh);
    out.duplicates += fresh.length - added;
    out.added += added;
  }
  o.log.info({ ...out, failed: out.failed.length }, 'news feeds ingested');
  return out;
}
