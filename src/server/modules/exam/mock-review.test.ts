import { describe, expect, it } from 'vitest';
import { MOCK, newMock, put, setUpMockTests, t, TOPIC, u } from './mock-test-setup';

/** A submitted mock's review and question reports, and hostile input to the mock-test and attempt routes. */

setUpMockTests();

describe('review and question reports', () => {
  it('shows answers only to the owner after submission, with honest cohort figures', async () => {
    const a = await newMock(u);
    const before = await u.inject('GET', `/api/attempts/${a.id}/review`);
    expect(before.statusCode).toBe(409);
    expect(before.json().error.code).toBe('review_after_submit');
    await put(u, a.id, a.questions[0].id, { choice: 0, timeSpentMs: 5000 });
    await u.inject('POST', `/api/attempts/${a.id}/submit`);
    const r = (await u.inject('GET', `/api/attempts/${a.id}/review`)).json();
    expect(r.items).toHaveLength(5);
    expect(r.percentile).toEqual({ status: 'not_applicable' });
    const first = r.items[0];
    expect(first).toMatchObject({
      yourChoice: 0,
      timeSpentMs: 5000,
      answer: expect.any(Number),
      explanation: { en: expect.any(String) },
      source: { title: expect.any(String) },
    });
    expect(first.outcome).toBe(first.answer === 0 ? 'correct' : 'wrong');
    expect(r.items[1].outcome).toBe('unattempted');
    for (const it of r.items) {
      if (it.cohort.status === 'ok') expect(it.cohort.attempts).toBeGreaterThanOrEqual(5);
      else expect(it.cohort).toMatchObject({ status: 'not_enough_candidates', needed: 5 });
    }
  });

  it('stores a question report for the content team', async () => {
    const a = await newMock(u);
    const q = a.questions[2].id;
    const res = await u.inject('POST', `/api/attempts/${a.id}/questions/${q}/report`, { reason: 'wrong-answer', text: 'Option B is also right.' });
    expect(res.statusCode).toBe(200);
    const row = await t.db.kysely.selectFrom('question_reports').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: u.id,
      attempt_id: a.id,
      question_id: q,
      reason: 'wrong-answer',
      text: 'Option B is also right.',
      status: 'open',
    });
    expect((await u.inject('POST', `/api/attempts/${a.id}/questions/${q}/report`, { reason: 'rude', text: '' })).statusCode).toBe(400);
  });
});

describe('hostile input gets a 4xx with an error code, never a 5xx', () => {
  it.each([
    ['POST', '/api/mock-test/generate', { subjects: 'polity', topics: [TOPIC] }],
    ['POST', '/api/mock-test/generate', { ...MOCK, subjects: ['polity'.repeat(1000)] }],
    ['POST', '/api/mock-test/generate', { ...MOCK, topics: Array.from({ length: 500 }, (_, i) => `t-${i}`) }],
    ['POST', '/api/mock-test/generate', { kind: 'full-length', paper: 'mains' }],
    ['POST', '/api/mock-test/generate', { ...MOCK, topics: ["x' or 1=1 --"] }],
    ['POST', '/api/mock-test/generate', [MOCK]],
    ['POST', '/api/mock-test/generate', null],
    ['PUT', '/api/attempts/00000000-0000-4000-8000-000000000000/answers/a-b', { choice: '1' }],
    ['PUT', '/api/attempts/00000000-0000-4000-8000-000000000000/answers/a-b', { choice: 1, timeSpentMs: -5 }],
    ['PUT', '/api/attempts/00000000-0000-4000-8000-000000000000/answers/%27%3B--', { choice: 1 }],
    ['PUT', '/api/attempts/1%20or%201=1/answers/a-b', { choice: 1 }],
    ['POST', '/api/attempts/00000000-0000-4000-8000-000000000000/questions/a-b/report', { reason: 'typo', text: 'x'.repeat(5000) }],
    ['GET', '/api/attempts/00000000-0000-4000-8000-000000000000/review', undefined],
  ] as const)('%s %s %j', async (method, url, body) => {
    const res = await u.inject(method, url, body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.code).toEqual(expect.any(String));
  });

  it('refuses a text/plain body and a signed-out caller', async () => {
    const res = await u.inject('POST', '/api/mock-test/generate', JSON.stringify(MOCK), { headers: { 'content-type': 'text/plain' } });
    expect(res.statusCode).toBe(415);
    expect((await t.app.inject({ method: 'POST', url: '/api/mock-test/generate', payload: MOCK })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/mock-test' })).statusCode).toBe(401);
  });
});
