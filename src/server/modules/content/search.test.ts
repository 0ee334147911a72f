import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { signedInUser } from '@server/testing/users';
import { findSimilarQuestions, searchContent, searchTokens, snippet, toTsquery, withEachKind } from '@server/library';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

const DEVANAGARI = /[\u0900-\u097F]/;

describe('withEachKind', () => {
  it('keeps the best hit of each kind among the first ones, in score order', () => {
    const h = (kind: 'note' | 'topic' | 'mcq', id: string, score: number) => ({ kind, id, score });
    const sorted = [h('topic', 't1', 0.9), h('mcq', 'q1', 0.8), h('mcq', 'q2', 0.7), h('mcq', 'q3', 0.6), h('note', 'n1', 0.5)];
    expect(withEachKind(sorted, ['note', 'topic', 'mcq'], 3).map((x) => x.id)).toEqual(['t1', 'q1', 'n1']);
    // a kind not asked for is not forced in
    expect(withEachKind(sorted, ['topic', 'mcq'], 2).map((x) => x.id)).toEqual(['t1', 'q1']);
    expect(withEachKind(sorted, ['note', 'topic', 'mcq'], 10)).toEqual(sorted);
  });
});

describe('searchContent', () => {
  it('a Polity query finds polity topics, notes and questions first', async () => {
    const hits = await searchContent(t.db.kysely, 'Rajya Sabha');
    expect(hits.length).toBeGreaterThan(5);
    expect(hits.slice(0, 4).map((h) => h.subject)).toEqual(['polity', 'polity', 'polity', 'polity']);
    expect(hits[0]).toMatchObject({ kind: 'topic', id: 'polity-parliament', topicId: 'polity-parliament' });
    expect(hits.find((h) => h.kind === 'note')?.id).toBe('polity-parliament-note');
    expect(hits.find((h) => h.kind === 'mcq')?.subject).toBe('polity');
    const scores = hits.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);

    const notes = await searchContent(t.db.kysely, 'Rajya Sabha', { kinds: ['note'], limit: 3 });
    expect(notes).toHaveLength(3);
    expect(notes.every((h) => h.kind === 'note')).toBe(true);
    expect(notes[0]).toMatchObject({ id: 'polity-parliament-note', subject: 'polity', topicId: 'polity-parliament' });
    expect(notes[0]!.snippet).toMatch(/Rajya Sabha/);
  });

  it('a Marathi query finds Marathi text, and answers in Marathi', async () => {
    const hits = await searchContent(t.db.kysely, 'मूलभूत हक्क');
    expect(hits[0]).toMatchObject({ kind: 'topic', id: 'constitution-fundamental-rights', title: 'मूलभूत हक्क' });
    expect(hits.length).toBeGreaterThan(5);
    for (const h of hits) expect(h.title).toMatch(DEVANAGARI);
    // the best hits say it in their title or snippet (weaker ones may match in an explanation only)
    for (const h of hits.slice(0, 5)) expect(`${h.title} ${h.snippet}`).toMatch(/मूलभूत|हक्क/);
  });

  it('finds the same records in either language and shows the language asked for', async () => {
    const mr = await searchContent(t.db.kysely, 'मूलभूत हक्क', { lang: 'english', limit: 5 });
    expect(mr[0]).toMatchObject({ id: 'constitution-fundamental-rights', title: 'Fundamental Rights' });
    const en = await searchContent(t.db.kysely, 'fundamental rights', { lang: 'marathi', limit: 5 });
    expect(en.map((h) => h.id)).toContain('constitution-fundamental-rights');
    expect(en.every((h) => DEVANAGARI.test(h.title))).toBe(true);
  });

  it('matches partial words and corrects misspelt ones', async () => {
    expect((await searchContent(t.db.kysely, 'parliam presiding'))[0]?.topicId).toBe('polity-parliament');
    const misspelt = await searchContent(t.db.kysely, 'fundamentl rigts', { limit: 5 });
    expect(misspelt.map((h) => h.id)).toContain('constitution-fundamental-rights');
    expect(misspelt.every((h) => h.subject === 'constitution')).toBe(true);
    const marathi = await searchContent(t.db.kysely, 'मुलभूत हक्क', { limit: 5 });
    expect(marathi[0]?.id).toBe('constitution-fundamental-rights');
  });

  it('falls back to any word when no record has all of them', async () => {
    const hits = await searchContent(t.db.kysely, 'Godavari xylophonequartz', { limit: 5 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => /godavari/i.test(`${h.title} ${h.snippet}`) || h.kind === 'note')).toBe(true);
  });

  it('finds nothing, without failing, for empty, punctuation-only or hostile queries', async () => {
    for (const q of ['', '   ', '?!… —', "'; --", '\u0000', '&|!():*<>\\']) {
      expect(await searchContent(t.db.kysely, q)).toEqual([]);
    }
    for (const q of ["'; drop table mcqs; --", "rajya' | sabha:* & !(lok", 'a:* | b & c', 'x'.repeat(5000), 'sabha '.repeat(500), 'क्‍ष ॥ ्', '𝔽𝕦𝕟𝕕𝕒𝕞𝕖𝕟𝕥𝕒𝕝']) {
      await expect(searchContent(t.db.kysely, q)).resolves.toBeInstanceOf(Array);
    }
    expect(await t.db.kysely.selectFrom('mcqs').select('id').limit(1).execute()).toHaveLength(1);
  });
});

describe('findSimilarQuestions', () => {
  it('finds a lightly reworded bank question', async () => {
    const en = await findSimilarQuestions(t.db.kysely, 'Under Article 80 of the Constitution, what is the maximum strength of Rajya Sabha?');
    expect(en[0]).toMatchObject({ id: 'polity-q-001', lang: 'english' });
    expect(en[0]!.score).toBeGreaterThanOrEqual(0.5);
    const mr = await findSimilarQuestions(t.db.kysely, 'कलम 80 नुसार राज्यसभेची कमाल सदस्यसंख्या किती असते?');
    expect(mr[0]).toMatchObject({ id: 'polity-q-001', lang: 'marathi' });
  });

  it('does not match an unrelated question', async () => {
    expect(await findSimilarQuestions(t.db.kysely, 'What is the capital of France?')).toEqual([]);
    expect(await findSimilarQuestions(t.db.kysely, 'फ्रान्सची राजधानी कोणती आहे?')).toEqual([]);
    expect(await findSimilarQuestions(t.db.kysely, '?!')).toEqual([]);
  });

  it('honours limit and threshold', async () => {
    const loose = await findSimilarQuestions(t.db.kysely, 'maximum strength of the Rajya Sabha', { limit: 3, threshold: 0 });
    expect(loose).toHaveLength(3);
    expect(loose[0]!.id).toBe('polity-q-001');
  });
});

describe('GET /api/content/search', () => {
  const get = async (qs: string) => (await signedInUser(t)).inject('GET', `/api/content/search?${qs}`);

  it('answers ranked hits, the language following the query', async () => {
    const res = await get(`q=${encodeURIComponent('Rajya Sabha')}&limit=5`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ query: 'Rajya Sabha', lang: 'english' });
    expect(body.hits).toHaveLength(5);
    expect(Object.keys(body.hits[0]).sort()).toEqual(['id', 'kind', 'score', 'snippet', 'subject', 'title', 'topicId']);
    const mr = (await get(`q=${encodeURIComponent('मूलभूत हक्क')}&kinds=topic,note`)).json();
    expect(mr.lang).toBe('marathi');
    expect(mr.hits.every((h: { kind: string }) => h.kind !== 'mcq')).toBe(true);
    const asked = (await get(`q=${encodeURIComponent('मूलभूत हक्क')}&lang=english&kinds=topic&kinds=note`)).json();
    expect(asked.lang).toBe('english');
    expect(asked.hits[0].title).toBe('Fundamental Rights');
  });

  it('punctuation-only queries are an empty result, not an error', async () => {
    const res = await get(`q=${encodeURIComponent('?!.,')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().hits).toEqual([]);
  });

  it.each([
    ['', 'q'],
    ['q=', 'q'],
    ['q=%20%20', 'q'],
    [`q=${'a'.repeat(201)}`, 'q'],
    ['q=sabha&limit=51', 'limit'],
    ['q=sabha&limit=0', 'limit'],
    ['q=sabha&limit=ten', 'limit'],
    ['q=sabha&kinds=note,quiz', 'kinds'],
    ['q=sabha&lang=hindi', 'lang'],
  ])('?%s is a 400 naming %s', async (qs, field) => {
    const res = await get(qs);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', field });
  });
});

describe('query helpers', () => {
  it('keeps only words: no tsquery operator survives', () => {
    expect(searchTokens("Rajya's & (Sabha) | !lok:* <-> 'x'")).toEqual(['rajya', 's', 'sabha', 'lok', 'x']);
    expect(toTsquery(['rajya', 's', 'sabha'], '&')).toBe('rajya:* & s & sabha:*');
    expect(searchTokens('मूलभूत, हक्क।')).toEqual(['मूलभूत', 'हक्क']);
    expect(searchTokens('a '.repeat(100) + 'b c d e f g h i j k l m n')).toHaveLength(12);
  });

  it('cuts a snippet around the first match', () => {
    const body = `${'alpha '.repeat(40)}the Rajya Sabha is permanent ${'omega '.repeat(40)}`;
    const s = snippet(body, ['sabha'], 10);
    expect(s).toBe(`… ${'alpha '.repeat(6)}the Rajya Sabha is …`);
    expect(snippet('short text', ['none'])).toBe('short text');
  });
});
