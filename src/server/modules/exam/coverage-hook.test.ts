import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fakeClock } from '../../testing/fakes';
import { signedInUser, type TestUser } from '../../testing/users';
import { masteredTopics } from './coverage-hook';

describe('masteredTopics', () => {
  const item = (topicId: string, right: boolean) => ({ topicId, answer: 1, choice: right ? 1 : 2 });
  it('≥ 70 % of at least 3 questions of the topic', () => {
    expect(masteredTopics([item('a', true), item('a', true), item('a', false)])).toEqual([]); // 67 %
    expect(masteredTopics([...Array(7)].map(() => item('a', true)).concat([...Array(3)].map(() => item('a', false))))).toEqual(['a']); // 70 %
    expect(masteredTopics([item('b', true), item('b', true)])).toEqual([]); // too few to tell
    expect(masteredTopics([item('c', true), item('c', true), item('c', true), { topicId: 'c', answer: 1, choice: null }])).toEqual(['c']); // 75 %
  });
});

const clock = fakeClock(new Date('2026-06-01T10:00:00Z'));
let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true, deps: { clock } });
  u = await signedInUser(t, { clock });
});
afterAll(async () => t.close());

const TOPIC = 'polity-statutory-bodies';

async function takeMock(rightAnswers: number) {
  const a = (
    await u.inject('POST', '/api/mock-test/generate', {
      subjects: ['polity'],
      topics: [TOPIC],
      difficulty: 'medium',
      questionCount: 5,
      language: 'english',
    })
  ).json();
  const ids: string[] = a.questions.map((q: { id: string }) => q.id);
  const rows = await t.db.kysely.selectFrom('mcqs').select(['id', 'answer']).where('id', 'in', ids).execute();
  const key = new Map(rows.map((r) => [r.id, r.answer]));
  for (const [i, id] of ids.entries()) {
    const choice = i < rightAnswers ? key.get(id)! : (key.get(id)! + 1) % 4;
    expect((await u.inject('PUT', `/api/attempts/${a.id}/answers/${id}`, { choice, timeSpentMs: 1000 })).statusCode).toBe(200);
  }
  const res = await u.inject('POST', `/api/attempts/${a.id}/submit`, {});
  expect(res.statusCode).toBe(200);
  return res.json();
}
const coverage = async () => (await u.inject('GET', '/api/syllabus/coverage')).json();

describe('a test answered at ≥ 70 % ticks the topic in the syllabus coverage', () => {
  it('3 of 5 (60 %) does not; 4 of 5 (80 %) does, as a test tick', async () => {
    expect((await takeMock(3)).percentage).toBe(60);
    expect((await coverage()).topics).toEqual([]);
    expect((await takeMock(4)).percentage).toBe(80);
    expect((await coverage()).topics).toEqual([{ topicId: TOPIC, source: 'test' }]);
  });
});
