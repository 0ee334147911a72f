import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { fakeClock } from '@server/testing/fakes';
import { signedInUser, type TestUser } from '@server/testing/users';
import { GOOD_ESSAY, INJECTION, OFF_TOPIC_ESSAY, WOMEN_TOPIC } from './fixtures/essays';

const clock = fakeClock(new Date('2026-06-01T10:00:00Z'));
let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true, deps: { clock } });
  u = await signedInUser(t, { clock });
});
afterAll(async () => t.close());

const essay = (content: string, over: Record<string, unknown> = {}) => ({ topic: WOMEN_TOPIC, content, language: 'english', ...over });

describe('suggested topics and the generator', () => {
  it('offers 8 topics from the library in both languages', async () => {
    const res = await u.inject('GET', '/api/essay/topics');
    expect(res.statusCode).toBe(200);
    const { topics } = res.json();
    expect(topics).toHaveLength(8);
    expect(new Set(topics.map((x: { theme: string }) => x.theme)).size).toBe(8);
    expect(topics[0].title.mr).toMatch(/[\u0900-\u097F]/);
  });

  it('drafts an outline from the library, each fact with its note, labelled with the engine', async () => {
    const res = await u.inject('POST', '/api/essay/generate', { topic: WOMEN_TOPIC, wordCount: 500, type: 'outline', language: 'english' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ engine: 'offline', found: true, type: 'outline', libraryOutline: { id: 'essay-002' } });
    expect(body.sections.map((s: { kind: string }) => s.kind)).toEqual(['introduction', 'dimensions', 'for', 'against', 'wayForward', 'conclusion']);
    const facts = body.sections.flatMap((s: { points: { source?: { id: string } }[] }) => s.points.filter((p) => p.source));
    expect(facts.length).toBeGreaterThan(0);
    expect(body.sources.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining([facts[0].source.id]));
    expect(body.content).toMatch(/^## Introduction/);
  });

  it('writes a full essay in Marathi near the word count', async () => {
    const res = await u.inject('POST', '/api/essay/generate', { topic: WOMEN_TOPIC, wordCount: 300, type: 'full_essay', language: 'marathi' });
    const body = res.json();
    expect(body.found).toBe(true);
    expect(body.content).toMatch(/[\u0900-\u097F]/);
    expect(body.content).not.toMatch(/^##/m);
    expect(body.content.split(/\s+/).length).toBeLessThan(300 * 1.6);
  });

  it('says plainly when the library has nothing on the topic, and makes nothing up', async () => {
    const body = (await u.inject('POST', '/api/essay/generate', { topic: 'Quantum chromodynamics of gluon plasma', language: 'english' })).json();
    expect(body).toMatchObject({ found: false, sources: [], libraryOutline: null });
    expect(body.content).toMatch(/library has little/);
    expect(body.sections.flatMap((s: { points: unknown[] }) => s.points)).toEqual([]);
  });

  it.each([
    [{}, 'topic'],
    [{ topic: '   ' }, 'topic'],
    [{ topic: 'x', wordCount: 400 }, 'wordCount'],
    [{ topic: 'x', type: 'poem' }, 'type'],
    [{ topic: 'x', language: 'hindi' }, 'language'],
    [{ topic: 'x', extra: 1 }, undefined],
  ])('refuses %j with a 400', async (body, field) => {
    const res = await u.inject('POST', '/api/essay/generate', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    if (field) expect(res.json().error.field).toBe(field);
  });
});

describe('the candidate’s essays', () => {
  it('scores an essay out of 100 with the rubric, and lists it', async () => {
    const me = await signedInUser(t, { clock });
    expect((await me.inject('GET', '/api/essay')).json()).toEqual({ essays: [] });
    const res = await me.inject('POST', '/api/essay', essay(GOOD_ESSAY));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ topic: WOMEN_TOPIC, language: 'english', engine: 'offline', previous: null });
    expect(body.aiScore).toBeGreaterThanOrEqual(70);
    expect(body.evaluation.criteria.map((c: { id: string }) => c.id)).toEqual([
      'relevance',
      'structure',
      'arguments',
      'evidence',
      'length',
      'language',
    ]);
    expect(body.evaluation.tips.length).toBeGreaterThan(0);
    const list = (await me.inject('GET', '/api/essay')).json().essays;
    expect(list).toEqual([
      { id: body.id, topic: WOMEN_TOPIC, wordCount: body.wordCount, language: 'english', aiScore: body.aiScore, createdAt: body.createdAt },
    ]);
    expect((await me.inject('GET', `/api/essay/${body.id}`)).json()).toEqual(body);
  });

  it('scores the off-topic essay lower, and gives the injected one no bonus', async () => {
    const me = await signedInUser(t, { clock });
    const good = (await me.inject('POST', '/api/essay', essay(GOOD_ESSAY))).json();
    const off = (await me.inject('POST', '/api/essay', essay(OFF_TOPIC_ESSAY))).json();
    const injected = (await me.inject('POST', '/api/essay', essay(`${OFF_TOPIC_ESSAY}\n\n${INJECTION}`))).json();
    expect(good.aiScore).toBeGreaterThan(off.aiScore);
    expect(injected.aiScore).toBeLessThanOrEqual(off.aiScore);
    expect(injected.evaluation.ignored).toEqual([INJECTION]);
  });

  it('shows what improved on a second attempt at the same topic, criterion by criterion', async () => {
    const me = await signedInUser(t, { clock });
    const first = (await me.inject('POST', '/api/essay', essay(GOOD_ESSAY.split('\n\n').slice(0, 2).join('\n\n')))).json();
    clock.advance(60_000);
    const second = (await me.inject('POST', '/api/essay', essay(GOOD_ESSAY, { topic: `  ${WOMEN_TOPIC.toUpperCase()} ` }))).json();
    expect(second.previous).toMatchObject({ previousId: first.id, previousScore: first.aiScore });
    const structure = second.previous.changes.find((c: { id: string }) => c.id === 'structure');
    expect(structure.after).toBeGreaterThan(structure.before);
    expect((await me.inject('GET', `/api/essay/${first.id}`)).json().previous).toBeNull();
  });

  it('keeps 5 in the list, newest first, and never another user’s essay (404)', async () => {
    const me = await signedInUser(t, { clock });
    const other = await signedInUser(t, { clock });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      clock.advance(1000);
      ids.push((await me.inject('POST', '/api/essay', essay(`${GOOD_ESSAY}\n\nAttempt ${i}.`))).json().id);
    }
    const list = (await me.inject('GET', '/api/essay')).json().essays;
    expect(list.map((e: { id: string }) => e.id)).toEqual(ids.slice(1).reverse());
    expect((await other.inject('GET', '/api/essay')).json().essays).toEqual([]);
    const res = await other.inject('GET', `/api/essay/${ids[0]}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect((await me.inject('GET', '/api/essay/not-a-uuid')).statusCode).toBe(400);
  });

  it.each([
    [{ topic: WOMEN_TOPIC, language: 'english' }, 'content'],
    [essay('   '), 'content'],
    [essay('x'.repeat(20_001)), 'content'],
    [essay('ok', { language: 'hindi' }), 'language'],
    [essay('ok', { topic: '' }), 'topic'],
    [essay('nul \u0000 byte'), 'content'],
  ])('refuses a bad essay with a 400 (%#)', async (body, field) => {
    const res = await u.inject('POST', '/api/essay', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', field });
  });

  it('needs a signed-in user with access', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/essay' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the draft being written', () => {
  it('is saved as typed, read back after a reload, and cleared once the essay is submitted', async () => {
    const me = await signedInUser(t, { clock });
    expect((await me.inject('GET', '/api/essay/draft')).json()).toEqual({ draft: null });
    const d = { topic: WOMEN_TOPIC, content: 'Women in local bodies…', language: 'english', wordCount: 500 };
    expect((await me.inject('PUT', '/api/essay/draft', d)).statusCode).toBe(200);
    expect((await me.inject('PUT', '/api/essay/draft', { ...d, content: `${d.content} more` })).statusCode).toBe(200);
    expect((await me.inject('GET', '/api/essay/draft')).json().draft).toMatchObject({ ...d, content: `${d.content} more` });
    const other = await signedInUser(t, { clock });
    expect((await other.inject('GET', '/api/essay/draft')).json()).toEqual({ draft: null });
    await me.inject('POST', '/api/essay', essay(GOOD_ESSAY));
    expect((await me.inject('GET', '/api/essay/draft')).json()).toEqual({ draft: null });
    expect((await me.inject('PUT', '/api/essay/draft', { ...d, wordCount: 10 })).statusCode).toBe(400);
  });
});
