/**
 * npm run bench:news — current affairs on in-memory PGlite: seeding a 6-month pack (summaries computed at seed),
 * GET /api/news/today's service (latest day with filters), the offline Generate Summary on a 1,000-word text, parsing
 * a 300-entry RSS feed, and ingesting it from loopback with de-duplication against what is stored. Prints p50/p95 ms.
 * The pack is the test fixture's 6 items repeated over 150 days (ids and dates changed); BENCH_ROUNDS (default 30).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '../src/server/clock';
import { extractiveSummary } from '../src/server/ai/text/segment';
import { migrateToLatest, openDatabase } from '../src/server/db/database';
import { seedContent } from '../src/server/modules/content/seed';
import { parseFeed } from '../src/server/modules/news/feed-parse';
import { ingestFeeds } from '../src/server/modules/news/ingest';
import { today } from '../src/server/modules/news/service';
import { miniLibrary } from '../src/server/testing/content-fixture';
import { NEWS_FIXTURE } from '../src/server/testing/news-fixture';
import type { NewsPackItem } from '../src/shared/content';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
async function time(label: string, rounds: number, fn: () => unknown) {
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  console.log(`${label.padEnd(58)} p50 ${pct(ms, 50).toFixed(1).padStart(7)} ms   p95 ${pct(ms, 95).toFixed(1).padStart(7)} ms   (n=${rounds})`);
}

const START = '2025-06-01';
const pack: NewsPackItem[] = [];
for (let d = 0; d < 150; d++) {
  const date = addDays(START, d);
  const src = NEWS_FIXTURE[d % NEWS_FIXTURE.length]!;
  pack.push({ ...src, id: `news-${date.slice(0, 7)}-${String(d).padStart(3, '0')}`, date });
}
const db = await openDatabase({ pgliteDir: 'memory://' });
await migrateToLatest(db.kysely);
let t = performance.now();
await seedContent(db.kysely, { ...miniLibrary(), news: pack });
console.log(`seed ${pack.length} pack items (summaries and rows)`.padEnd(58), `${(performance.now() - t).toFixed(0)} ms`);

const clock = () => new Date(`${addDays(START, 149)}T12:00:00Z`);
await time('GET /api/news/today (service: days, months, items)', ROUNDS, () => today(db.kysely, clock, {}, false));
await time('GET /api/news/today?category=economy&scope=india', ROUNDS, () => today(db.kysely, clock, { category: 'economy', scope: 'india' }, false));

const words = NEWS_FIXTURE.flatMap((n) => n.body.en.split(/\s+/));
const text1000 = Array.from({ length: 1000 }, (_, i) => words[i % words.length]).join(' ');
await time('offline summary of 1,000 words (Intl.Segmenter + TextRank)', ROUNDS, () => extractiveSummary(text1000, { maxWords: 200 }));

const now = clock();
const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>bench</title>${Array.from(
  { length: 300 },
  (_, i) =>
    `<item><title>${Array.from({ length: 8 }, (_, k) => words[(i * 13 + k * 29) % words.length]).join(' ')} ${i}</title><link>https://pib.gov.in/r?PRID=${i}</link><description><![CDATA[<p>${NEWS_FIXTURE[i % 6]!.body.en}</p>]]></description><pubDate>${now.toUTCString()}</pubDate></item>`,
).join('')}</channel></rss>`;
console.log(`feed size`.padEnd(58), `${(Buffer.byteLength(rss) / 1024).toFixed(0)} KB, 300 entries`);
await time('parse a 300-entry RSS feed (fast-xml-parser)', ROUNDS, () => parseFeed(rss));

const server = createServer((_req, res) => res.end(rss));
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
const log = { info() {}, warn() {} };
t = performance.now();
const first = await ingestFeeds(db.kysely, { feeds: [url], timeoutMs: 10_000, now, log });
console.log(
  `ingest 300 entries, first run (stored ${first.added}, same story ${first.duplicates})`.padEnd(58),
  `${(performance.now() - t).toFixed(0)} ms`,
);
await time('ingest the same feed again (all duplicates)', 5, () => ingestFeeds(db.kysely, { feeds: [url], timeoutMs: 10_000, now, log }));
server.close();
await db.close();
