import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/users';
import { answerKey, clock, MOCK, newMock, other, put, setUpMockTests, t, TOPIC, u } from './mock-test-setup';
import { PAPER_WEIGHTS } from './papers';

/**
 * What a mock draws on: the subjects and topics offered, no repeats until the pool is used up, the chosen difficulty,
 * the full-length GS paper by the subject weights, and the list of the last five mocks.
 */

setUpMockTests();

describe('mock tests: attempts on the server', () => {
  it('lists the subjects and topics a mock can draw on: only topics with questions, with both names', async () => {
    const res = await u.inject('GET', '/api/mock-test/topics');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { subject: string; topics: { id: string; name: { en: string; mr: string }; questions: number }[] }[];
    const polity = list.find((s) => s.subject === 'polity')!;
    const topic = polity.topics.find((x) => x.id === TOPIC)!;
    const { n } = await t.db.kysely
      .selectFrom('mcqs')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('topic_id', '=', TOPIC)
      .executeTakeFirstOrThrow();
    expect(topic.questions).toBe(Number(n));
    expect(topic.name.en.length).toBeGreaterThan(0);
    expect(topic.name.mr).toMatch(/[\u0900-\u097F]/);
    for (const s of list) for (const x of s.topics) expect(x.questions).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/mock-test/topics' })).statusCode).toBe(401);
  });

  it('repeats no question for a user until the pool for the filter is used up', async () => {
    const pool = (await t.db.kysely.selectFrom('mcqs').select('id').where('topic_id', '=', TOPIC).execute()).map((r) => r.id);
    const fresh = await signedInUser(t, { clock });
    const seen: string[] = [];
    while (seen.length + 5 <= pool.length) seen.push(...(await newMock(fresh)).questions.map((q: { id: string }) => q.id));
    expect(new Set(seen).size).toBe(seen.length);
    const next: string[] = (await newMock(fresh)).questions.map((q: { id: string }) => q.id);
    const unseen = pool.filter((id) => !seen.includes(id));
    expect(next.slice(0, unseen.length).sort()).toEqual(unseen.sort()); // the rest of the pool first, then repeats
  });

  it('prefers the chosen difficulty', async () => {
    const fresh = await signedInUser(t, { clock });
    const hard = await t.db.kysely.selectFrom('mcqs').select('id').where('subject', '=', 'economy').where('difficulty', '=', 'hard').execute();
    const a = await newMock(fresh, {
      ...MOCK,
      subjects: ['economy'],
      topics: (await t.db.kysely.selectFrom('mcqs').select('topic_id').distinct().where('subject', '=', 'economy').execute()).map((r) => r.topic_id),
      difficulty: 'hard',
      questionCount: 10,
    });
    const hardIds = new Set(hard.map((r) => r.id));
    expect(hard.length).toBeGreaterThanOrEqual(10);
    expect(a.questions.every((q: { id: string }) => hardIds.has(q.id))).toBe(true);
  });

  it('builds a full-length GS paper by the subject weights, scored +2 / −0.5', async () => {
    const a = await newMock(u, { kind: 'full-length', paper: 'gs', language: 'marathi' });
    expect(a).toMatchObject({ scoring: 'mpsc-gs', language: 'marathi' });
    expect(a.questions).toHaveLength(100);
    const bySubject: Record<string, number> = {};
    for (const q of a.questions) bySubject[q.subject] = (bySubject[q.subject] ?? 0) + 1;
    // the paper follows the subject weights exactly
    expect(bySubject).toEqual(PAPER_WEIGHTS.gs);
    const ids: string[] = a.questions.map((q: { id: string }) => q.id);
    const key = await answerKey(ids);
    for (const id of ids.slice(0, 10)) await put(u, a.id, id, { choice: key.get(id) });
    for (const id of ids.slice(10, 14)) await put(u, a.id, id, { choice: (key.get(id)! + 1) % 4 });
    const r = (await u.inject('POST', `/api/attempts/${a.id}/submit`)).json();
    expect(r).toMatchObject({ score: 18, maxScore: 200, negativeMarking: { marksLost: 2, scoreIfWrongSkipped: 20 } });
  });

  it('lists the last five submitted mocks, own only', async () => {
    const fresh = await signedInUser(t, { clock });
    for (let i = 0; i < 6; i++) {
      const a = await newMock(fresh);
      await fresh.inject('POST', `/api/attempts/${a.id}/submit`);
      clock.advance(1000);
    }
    const list = (await fresh.inject('GET', '/api/mock-test')).json();
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({
      subject: 'Indian Polity',
      subjects: ['polity'],
      paper: null,
      totalQuestions: 5,
      score: 0,
      scoring: 'percentage',
      maxScore: 100,
      percentage: 0,
    });
    expect(Date.parse(list[0].completedAt)).toBeGreaterThan(Date.parse(list[4].completedAt));
    const mine = (await other.inject('GET', '/api/mock-test')).json();
    expect(mine.every((m: { id: string }) => !list.some((x: { id: string }) => x.id === m.id))).toBe(true);
  });
});
