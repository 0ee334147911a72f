import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsTodayResponse } from '@shared/news';
import { indiaDay } from '@server/clock';
import * as library from '@server/library';
import { NEWS_FIXTURE } from '@server/testing/news-fixture';
import { miniLibrary } from '@server/testing/content-fixture';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { signedInUser, type TestUser } from '@server/testing/users';
import { takeReviewInbox } from '@server/review-queue';
import { ingestFeeds } from './ingest';

let t: TestApp;
let user: TestUser;
let feeds: Server;
let base = '';
const silent = { info() {}, warn() {} };

const rss = (items: { title: string; link: string; date?: string; text?: string }[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>${items
    .map(
      (i) =>
        `<item><title>${i.title}</title><link>${i.link}</link><description>${i.text ?? i.title}</description>${i.date ? `<pubDate>${i.date}</pubDate>` : ''}</item>`,
    )
    .join('')}</channel></rss>`;

beforeAll(async () => {
  // feeds served on loopback: good ones, and ones that are down, slow, malformed or too large
  feeds = createServer((req, res) => {
    const now = new Date().toUTCString();
    if (req.url === '/pib.xml')
      return res.end(
        rss([
          {
            title: 'Cabinet approves new metro line for Pune',
            link: 'https://pib.gov.in/r?PRID=1&amp;utm_source=rss',
            date: now,
            text: 'The Union Cabinet approved a metro line for Pune at a cost of ₹ 3,000 crore. It will have 23 stations.',
          },
          { title: 'ISRO launches navigation satellite NVS-03', link: 'https://pib.gov.in/r?PRID=2', date: now },
        ]),
      );
    if (req.url === '/mh.xml')
      return res.end(
        rss([
          // the same address as PIB's first item (tracking parameter aside), and the same story reworded
          { title: 'Pune metro line approved', link: 'https://www.pib.gov.in/r?PRID=1', date: now },
          { title: 'Cabinet approves a new metro line for Pune', link: 'https://mh.gov.in/n/77', date: now },
          { title: 'Old news from the archive', link: 'https://mh.gov.in/n/1', date: 'Mon, 01 Jan 2018 10:00:00 GMT' },
        ]),
      );
    if (req.url === '/down.xml') return res.writeHead(503).end('down');
    if (req.url === '/broken.xml') return res.end('<rss><channel><item><title>half');
    if (req.url === '/html.xml') return res.end('<!doctype html><html><body>Login</body></html>');
    if (req.url === '/huge.xml') return res.end(`<rss><channel>${'<item><title>x</title></item>'.repeat(120_000)}</channel></rss>`);
    if (req.url === '/slow.xml') return void setTimeout(() => res.end(rss([])), 5_000).unref();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => feeds.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;

  t = await createTestApp();
  await t.reseed({ ...miniLibrary(), news: NEWS_FIXTURE });
  user = await signedInUser(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  feeds?.closeAllConnections();
  await new Promise((r) => feeds?.close(r));
});

describe('GET /api/news/today', () => {
  it('falls back to the latest day with news, clearly dated, Maharashtra first, with both summaries and practice', async () => {
    const r = await user.inject('GET', '/api/news/today');
    expect(r.statusCode).toBe(200);
    const body = r.json<NewsTodayResponse>();
    expect(body).toMatchObject({ date: '2025-07-14', today: indiaDay(new Date()), fallback: true });
    expect(body.items.map((i) => i.id)).toEqual(['news-2025-07-001', 'news-2025-07-002', 'news-2025-07-003']);
    const [mh, rbi] = body.items;
    expect(mh).toMatchObject({ maharashtra: true, summaryMarathi: NEWS_FIXTURE[0]!.summaryMarathi, source: { name: 'Government of Maharashtra' } });
    // no curated Marathi summary: the extract of the item's own Marathi text
    expect(NEWS_FIXTURE[1]!.body.mr).toContain(rbi!.summaryMarathi!.split(' ').slice(0, 3).join(' '));
    expect(mh!.practice.en.length).toBeGreaterThanOrEqual(1);
    expect(mh!.practice.mr.length).toBeGreaterThanOrEqual(1);
    expect(body.days[0]).toEqual({ date: '2025-07-14', count: 3 });
    expect(body.months).toEqual(['2025-07', '2025-06']);
  });

  it('filters by category, scope and date; an empty match is an empty list', async () => {
    const env = await user.inject('GET', '/api/news/today?category=environment');
    expect(env.json<NewsTodayResponse>()).toMatchObject({ date: '2025-07-10', items: [{ id: 'news-2025-07-004' }] });
    const world = await user.inject('GET', '/api/news/today?scope=world');
    expect(world.json<NewsTodayResponse>().items.map((i) => i.id)).toEqual(['news-2025-07-003']);
    const day = await user.inject('GET', '/api/news/today?date=2025-06-21');
    expect(day.json<NewsTodayResponse>()).toMatchObject({ date: '2025-06-21', fallback: false, items: [{ id: 'news-2025-06-002' }] });
    const none = await user.inject('GET', '/api/news/today?date=2025-01-01');
    expect(none.json<NewsTodayResponse>().items).toEqual([]);
  });

  it('refuses visitors (401) and bad filters (400 JSON)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/news/today' })).statusCode).toBe(401);
    for (const q of ['category=gossip', 'scope=mars', 'date=2025-13-01', 'date=yesterday', 'extra=1']) {
      const r = await user.inject('GET', `/api/news/today?${q}`);
      expect(r.statusCode, q).toBe(400);
      expect(r.json()).toHaveProperty('error.code');
    }
  });
});

describe('practice from the news', () => {
  it('adds an item’s recall cards to the candidate’s review queue once, with the source as citation', async () => {
    const r = await user.inject('POST', '/api/news/items/news-2025-07-001/review', { language: 'en' });
    expect(r.statusCode).toBe(200);
    const { added, cards } = r.json<{ added: number; cards: number }>();
    expect(cards).toBeGreaterThanOrEqual(1);
    expect(cards).toBeLessThanOrEqual(3);
    expect(added).toBe(cards);
    const again = await user.inject('POST', '/api/news/items/news-2025-07-001/review', { language: 'en' });
    expect(again.json()).toEqual({ added: 0, cards });
    const inbox = await takeReviewInbox(t.db.kysely, user.id);
    expect(inbox).toHaveLength(cards);
    expect(inbox[0]).toMatchObject({ source: 'news', sourceRef: 'news-2025-07-001#0', language: 'en' });
    expect(inbox[0]!.front).toContain('_____');
    expect(inbox[0]!.citation).toContain('Government of Maharashtra');
    expect((await user.inject('POST', '/api/news/items/news-1999-01-001/review', { language: 'en' })).statusCode).toBe(404);
    expect((await user.inject('POST', '/api/news/items/news-2025-07-001/review', { language: 'fr' })).statusCode).toBe(400);
  });
});

describe('POST /api/current-affairs/summarize', () => {
  it('answers an offline summary whose every sentence is from the text, naming the engine', async () => {
    const text = NEWS_FIXTURE.map((n) => n.body.en).join('\n\n');
    const r = await user.inject('POST', '/api/current-affairs/summarize', { newsText: text, language: 'english' });
    expect(r.statusCode).toBe(200);
    const body = r.json<{ summary: string; sentences: string[]; engine: string; language: string }>();
    expect(body.engine).toBe('offline');
    expect(body.language).toBe('english');
    expect(body.sentences.length).toBeGreaterThan(0);
    for (const s of body.sentences) expect(text.replace(/\s+/g, ' ')).toContain(s);
    expect(body.summary.split(/\s+/).length).toBeLessThanOrEqual(200);
    const mr = await user.inject('POST', '/api/current-affairs/summarize', { newsText: NEWS_FIXTURE[0]!.body.mr, language: 'marathi' });
    expect(mr.json()).toMatchObject({ language: 'marathi' });
  });

  it('blank text and more than 1,000 words are 400 validation errors', async () => {
    for (const newsText of ['', '   \n ', 'word '.repeat(1001)]) {
      const r = await user.inject('POST', '/api/current-affairs/summarize', { newsText, language: 'english' });
      expect(r.statusCode).toBe(400);
      expect(r.json().error.code).toBe('validation_failed');
    }
  });
});

describe('the monthly compilation', () => {
  it('renders a month as a PDF in Marathi with the Devanagari font; a month without news is 404', async () => {
    const r = await user.inject('GET', '/api/news/month/2025-07/pdf?language=marathi');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.rawPayload.toString('latin1')).toMatch(/NotoSansDevanagari/);
    expect((await user.inject('GET', '/api/news/month/2024-01/pdf')).statusCode).toBe(404);
    expect((await user.inject('GET', '/api/news/month/2025-7/pdf')).statusCode).toBe(400);
  }, 30_000);
});

describe('live ingest', () => {
  it('stores new entries, de-duplicates by address and title, skips broken, slow and huge feeds, keeps what is stored', async () => {
    const before = (await library.newsSince(t.db.kysely, '2000-01-01')).length;
    const names = ['pib', 'mh', 'down', 'broken', 'html', 'huge', 'slow', 'missing'].map((n) => `${base}/${n}.xml`);
    const started = Date.now();
    const r = await ingestFeeds(t.db.kysely, { feeds: names, timeoutMs: 1_500, maxBytes: 1_000_000, now: new Date(), log: silent });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(r, JSON.stringify(r)).toMatchObject({ feeds: 8, added: 2, duplicates: 2 });
    expect(r.failed.map((f) => f.url.split('/').pop())).toEqual(['down.xml', 'broken.xml', 'html.xml', 'huge.xml', 'slow.xml', 'missing.xml']);
    expect(r.failed.find((f) => f.url.endsWith('slow.xml'))!.reason).toMatch(/timed out/);
    const after = await user.inject('GET', '/api/news/today');
    const body = after.json<NewsTodayResponse>();
    expect(body).toMatchObject({ date: indiaDay(new Date()), fallback: false });
    const pune = body.items.find((i) => i.title.includes('Pune'))!;
    expect(pune).toMatchObject({ scope: 'maharashtra', origin: 'feed', summaryMarathi: null, titleMarathi: null });
    expect((await library.newsSince(t.db.kysely, '2000-01-01')).length).toBe(before + 2);
    // a second run adds nothing, and a run where every feed fails loses nothing
    expect((await ingestFeeds(t.db.kysely, { feeds: names.slice(0, 2), timeoutMs: 1_500, now: new Date(), log: silent })).added).toBe(0);
    await ingestFeeds(t.db.kysely, { feeds: [`${base}/down.xml`], timeoutMs: 1_500, now: new Date(), log: silent });
    expect((await library.newsSince(t.db.kysely, '2000-01-01')).length).toBe(before + 2);
    // the pack's re-seed keeps feed items
    await t.reseed({ ...miniLibrary(), news: NEWS_FIXTURE.slice(0, 2) });
    expect((await library.newsSince(t.db.kysely, '2000-01-01')).map((n) => n.id).filter((id) => id.startsWith('news-'))).toHaveLength(2);
    expect((await library.newsSince(t.db.kysely, '2000-01-01')).filter((n) => n.id.startsWith('feed-'))).toHaveLength(2);
  }, 30_000);

  it('the ingest endpoint refuses callers without the server’s token', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/news/ingest', headers: { 'x-ingest-token': 'guess' } });
    expect(r.statusCode).toBe(403);
  });
});
