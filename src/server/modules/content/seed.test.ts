import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentLibrary } from '@server/content/load';
import type { Db } from '@server/db/database';
import { miniLibrary } from '@server/testing/content-fixture';
import { openTestDb } from '@server/testing/test-db';

const src = { title: 'Original item written for Abhyas' };
import { contentHash, PRUNE_VANISHED, seedContent, seedContentAtStart, seedContentIfChanged, storedHash } from './seed';
import type { ContentTable } from './seed-rows';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => db.close());

async function tableCounts(): Promise<Record<ContentTable, number>> {
  const out = {} as Record<ContentTable, number>;
  for (const t of Object.keys(PRUNE_VANISHED) as ContentTable[]) {
    const r = await db.kysely.selectFrom(t).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    out[t] = Number(r.n);
  }
  return out;
}

describe('seedContent', () => {
  it('stores every kind, and seeding twice changes nothing', async () => {
    const lib = miniLibrary();
    const first = await seedContent(db.kysely, lib);
    const expected = {
      content_documents: 1, syllabus_topics: 2, topic_notes: 1, mcqs: 2, books: 2, book_list_groups: 1, syllabus_papers: 3,
      mains_questions: 1, interview_questions: 1, essay_topics: 1, map_categories: 1, map_layers: 1, map_hotspots: 1, map_quizzes: 1,
      csat_questions: 0,
      news_items: 0,
    };
    expect(first.counts).toEqual(expected);
    expect(await tableCounts()).toEqual(expected);

    const second = await seedContent(db.kysely, lib);
    expect(second.deleted).toBe(0);
    expect(await tableCounts()).toEqual(expected);
    expect(await storedHash(db.kysely)).toBe(contentHash(lib));
  });

  it('keeps the shape of what it stores (jsonb round trip, order, nulls)', async () => {
    const lib = miniLibrary();
    await seedContent(db.kysely, lib);
    const q = await db.kysely.selectFrom('mcqs').selectAll().where('id', '=', 'economy-q-001').executeTakeFirstOrThrow();
    expect(q.options).toEqual(lib.mcqs[1]!.options);
    expect(q.past_year).toEqual([]);
    expect(q.position).toBe(1);
    const papers = await db.kysely.selectFrom('syllabus_papers').select(['id', 'stage', 'marks', 'nature']).orderBy('position').execute();
    expect(papers).toEqual([
      { id: 'prelims-paper-1', stage: 'prelims', marks: 200, nature: null },
      { id: 'prelims-paper-2', stage: 'prelims', marks: null, nature: null },
      { id: 'mains-paper-1', stage: 'mains', marks: null, nature: { en: 'Descriptive', mr: 'वर्णनात्मक' } },
    ]);
    const layer = await db.kysely.selectFrom('map_layers').selectAll().executeTakeFirstOrThrow();
    expect(layer).toMatchObject({ north: 20.5, south: 15.7, east: 75, west: 72.7, is_premium: false });
  });

  it('updates a changed record in place', async () => {
    const lib = miniLibrary();
    lib.mcqs[0]!.question.en = 'Under Article 80, what is the maximum strength of the Rajya Sabha?';
    lib.books[0]!.isRecommended = false;
    const r = await seedContent(db.kysely, lib);
    expect(r.deleted).toBe(0);
    const q = await db.kysely.selectFrom('mcqs').select(['question_en', 'question_key_en']).where('id', '=', 'polity-q-001').executeTakeFirstOrThrow();
    expect(q.question_en).toBe('Under Article 80, what is the maximum strength of the Rajya Sabha?');
    expect(q.question_key_en).toBe('article 80 maximum strength rajya sabha');
    const b = await db.kysely.selectFrom('books').select('is_recommended').where('id', '=', 'book-laxmikanth-polity').executeTakeFirstOrThrow();
    expect(b.is_recommended).toBe(false);
  });

  it('deletes records whose ids vanished, and nothing else', async () => {
    await seedContent(db.kysely, miniLibrary());
    const lib: ContentLibrary = { ...miniLibrary(), hotspots: [], syllabus: null };
    lib.mcqs = lib.mcqs.filter((q) => q.id !== 'economy-q-001');
    const r = await seedContent(db.kysely, lib);
    // 1 question, 1 hotspot, 3 papers and the syllabus document
    expect(r.deleted).toBe(6);
    const counts = await tableCounts();
    expect(counts).toMatchObject({ mcqs: 1, map_hotspots: 0, syllabus_papers: 0, content_documents: 0, syllabus_topics: 2 });
    const ids = await db.kysely.selectFrom('mcqs').select('id').execute();
    expect(ids).toEqual([{ id: 'polity-q-001' }]);
  });

  it('refuses a library with duplicate ids, naming them, and leaves the tables as they were', async () => {
    await seedContent(db.kysely, miniLibrary());
    const lib = miniLibrary();
    lib.mcqs.push({ ...lib.mcqs[0]! });
    lib.books = [];
    await expect(seedContent(db.kysely, lib)).rejects.toThrow('content has duplicate ids in mcqs: polity-q-001');
    expect(await tableCounts()).toMatchObject({ mcqs: 2, books: 2 });
  });

  it('stores a CSAT passage as one row per question, each carrying the passage, and a data item with its data', async () => {
    const lib = miniLibrary();
    const q = (id: string) => ({ id, question: `Question ${id}?`, options: ['a', 'b', 'c', 'd'], answer: 1, explanation: 'Because the passage says so.' });
    const text = 'Water harvesting keeps village wells alive through the dry months. '.repeat(8);
    lib.csatPassages.push({ id: 'csat-p-1', language: 'en', title: 'Wells', text, difficulty: 'easy', source: src, questions: [q('p1'), q('p2'), q('p3'), q('p4')] });
    const data = { type: 'bar' as const, title: { en: 'Sales', mr: 'विक्री' }, columns: [{ en: 'Year', mr: 'वर्ष' }, { en: 'Units', mr: 'नग' }], rows: [['2024', 10], ['2025', 12]] };
    const bi = { en: 'What rose?', mr: 'काय वाढले?' };
    lib.csatItems.push({ id: 'csat-d-1', section: 'data-interpretation', difficulty: 'medium', question: bi, data, options: { en: ['a', 'b', 'c', 'd'], mr: ['अ', 'ब', 'क', 'ड'] }, answer: 2, explanation: bi, source: src });
    await seedContent(db.kysely, lib);
    const rows = await db.kysely.selectFrom('csat_questions').selectAll().orderBy('position').execute();
    expect(rows.map((r) => [r.id, r.group_id, r.topic_id])).toEqual([
      ...['p1', 'p2', 'p3', 'p4'].map((id) => [id, 'csat-p-1', 'mental-ability-comprehension']),
      ['csat-d-1', 'csat-d-1', 'mental-ability-data-interpretation'],
    ]);
    expect(rows[0]!.passage).toEqual({ id: 'csat-p-1', language: 'en', title: 'Wells', text });
    expect(rows[4]!.data).toEqual(data);
  });

  it('rebuilds the search vocabulary from the searchable text', async () => {
    await seedContent(db.kysely, miniLibrary());
    const words = (await db.kysely.selectFrom('search_words').select('word').execute()).map((w) => w.word);
    expect(words).toEqual(expect.arrayContaining(['rajya', 'sabha', 'inflation', 'राज्यसभेची', 'संसद']));
    expect(words.every((w) => [...w].length >= 3)).toBe(true);
  });
});

describe('seedContentIfChanged', () => {
  it('skips an unchanged library and seeds a changed one', async () => {
    const lib = miniLibrary();
    await seedContent(db.kysely, lib);
    const same = await seedContentIfChanged(db.kysely, miniLibrary());
    expect(same.seeded).toBe(false);

    lib.topics[0]!.description.en = 'The Union Parliament: the President, the Lok Sabha and the Rajya Sabha.';
    const changed = await seedContentIfChanged(db.kysely, lib);
    expect(changed.seeded).toBe(true);
    const t = await db.kysely.selectFrom('syllabus_topics').select('description_en').where('id', '=', 'polity-parliament').executeTakeFirstOrThrow();
    expect(t.description_en).toBe('The Union Parliament: the President, the Lok Sabha and the Rajya Sabha.');
    expect((await seedContentIfChanged(db.kysely, lib)).seeded).toBe(false);
  });

  it('two starts at once seed once', async () => {
    const lib = miniLibrary();
    lib.essays[0]!.theme = 'water';
    const [a, b] = await Promise.all([seedContentIfChanged(db.kysely, lib), seedContentIfChanged(db.kysely, lib)]);
    expect([a.seeded, b.seeded].sort()).toEqual([false, true]);
  });

  it('refuses to start without a content directory rather than seed an empty library', async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'abhyas-content-')), 'nope');
    await expect(seedContentAtStart(db.kysely, missing, { info() {} })).rejects.toThrow(/content directory not found/);
  });
});

describe('PRUNE_VANISHED', () => {
  it('is a deliberate decision for every content table', () => {
    // When user data starts pointing at a kind (bookmarks → books…), its entry turns false and this test changes.
    expect(Object.values(PRUNE_VANISHED).every(Boolean)).toBe(true);
  });
});
