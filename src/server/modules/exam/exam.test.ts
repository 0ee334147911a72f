import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fakeClock } from '../../testing/fakes';
import { signedInUser, type TestUser } from '../../testing/users';
import { PAPER_WEIGHTS } from './papers';
import { AUTOSAVE_GRACE_MS } from './service';

const clock = fakeClock(new Date('2026-06-01T10:00:00Z'));
let t: TestApp;
let u: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true, deps: { clock } });
  u = await signedInUser(t, { clock });
  other = await signedInUser(t, { clock });
});
afterAll(async () => t.close());

const TOPIC = 'polity-statutory-bodies';
const MOCK = { subjects: ['polity'], topics: [TOPIC], difficulty: 'medium', questionCount: 5, language: 'english' };

async function answerKey(ids: string[]): Promise<Map<string, number>> {
  const rows = await t.db.kysely.selectFrom('mcqs').select(['id', 'answer']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.answer]));
}
async function newMock(user: TestUser, body: object = MOCK) {
  const res = await user.inject('POST', '/api/mock-test/generate', body);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const put = (user: TestUser, id: string, qid: string, body: object) => user.inject('PUT', `/api/attempts/${id}/answers/${qid}`, body);

describe('mock tests: attempts on the server', () => {
  it('creates an attempt with a 90 s per question deadline and sends no answers or explanations', async () => {
    const a = await newMock(u);
    expect(a.questions).toHaveLength(5);
    expect(a.status).toBe('in-progress');
    expect(Date.parse(a.deadline) - Date.parse(a.startedAt)).toBe(5 * 90 * 1000);
    expect(a.remainingSeconds).toBe(450);
    for (const q of a.questions) {
      expect(Object.keys(q).sort()).toEqual(['id', 'options', 'question', 'subject', 'topicId']);
      expect(q.topicId).toBe(TOPIC);
    }
    expect(Object.keys(a).sort()).toEqual([
      'answers',
      'day',
      'deadline',
      'id',
      'kind',
      'language',
      'questions',
      'remainingSeconds',
      'result',
      'scoring',
      'startedAt',
      'status',
    ]);
  });

  it('refuses a configuration without topics with the spec message', async () => {
    const res = await u.inject('POST', '/api/mock-test/generate', { ...MOCK, topics: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', field: 'topics' });
    expect(res.json().error.message).toContain('Please select at least one topic');
    expect((await u.inject('POST', '/api/mock-test/generate', { ...MOCK, questionCount: 7 })).statusCode).toBe(400);
    const none = await u.inject('POST', '/api/mock-test/generate', { ...MOCK, topics: ['no-such-topic'] });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.code).toBe('exam_no_questions');
  });

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

  it('autosaves idempotently and resumes with saved answers and the server remaining time', async () => {
    const a = await newMock(u);
    const q = a.questions[1].id;
    const body = { choice: 2, markedForReview: true, timeSpentMs: 4000 };
    const first = await put(u, a.id, q, body);
    expect(first.statusCode).toBe(200);
    expect((await put(u, a.id, q, body)).json()).toEqual(first.json());
    clock.advance(60_000);
    const resumed = (await u.inject('GET', `/api/attempts/${a.id}`)).json();
    expect(resumed.remainingSeconds).toBe(450 - 60);
    expect(resumed.deadline).toBe(a.deadline);
    expect(resumed.answers.find((x: { questionId: string }) => x.questionId === q)).toEqual({ questionId: q, ...body });
    expect(resumed.answers.filter((x: { choice: number | null }) => x.choice !== null)).toHaveLength(1);
    expect(resumed.questions.map((x: { id: string }) => x.id)).toEqual(a.questions.map((x: { id: string }) => x.id));
  });

  it('scores on the server and ignores what the client claims', async () => {
    const a = await newMock(u);
    const ids: string[] = a.questions.map((q: { id: string }) => q.id);
    const key = await answerKey(ids);
    // two right, one wrong, two skipped; the client adds a claim of correctness and a score
    await put(u, a.id, ids[0]!, { choice: key.get(ids[0]!), timeSpentMs: 1000, correct: true, score: 100 });
    await put(u, a.id, ids[1]!, { choice: key.get(ids[1]!), timeSpentMs: 2000 });
    await put(u, a.id, ids[2]!, { choice: (key.get(ids[2]!)! + 1) % 4, timeSpentMs: 3000, correct: true });
    clock.advance(95_000);
    const res = await u.inject('POST', `/api/attempts/${a.id}/submit`, {
      score: 100,
      correctAnswers: 5,
      timeSpent: 1,
      result: { score: 100, passed: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      scoring: 'percentage',
      totalQuestions: 5,
      correctAnswers: 2,
      incorrectAnswers: 1,
      unattempted: 2,
      score: 40,
      percentage: 40,
      passed: false,
      cutoff: null,
      qualified: null,
      timeSpentSeconds: 95,
      autoSubmitted: false,
    });
    expect(res.json().topicAnalysis).toEqual([{ topic: expect.any(String), correct: 2, total: 5, accuracy: 40 }]);
    const f = res.json().frequencyAnalysis;
    expect(f.frequent.total + f.moderate.total + f.rare.total + f.unknown.total).toBe(5);
  });

  it('two parallel submits give one result; answers after submission are refused with 409', async () => {
    const a = await newMock(u);
    const ids: string[] = a.questions.map((q: { id: string }) => q.id);
    await put(u, a.id, ids[0]!, { choice: 1 });
    const [r1, r2] = await Promise.all([u.inject('POST', `/api/attempts/${a.id}/submit`), u.inject('POST', `/api/attempts/${a.id}/submit`)]);
    expect(r1.statusCode).toBe(200);
    expect(r2.statusCode).toBe(200);
    expect(r2.json()).toEqual(r1.json());
    clock.advance(5000);
    expect((await u.inject('POST', `/api/attempts/${a.id}/submit`)).json()).toEqual(r1.json());
    const late = await put(u, a.id, ids[1]!, { choice: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('attempt_submitted');
  });

  it('refuses an answer after the deadline (409) and finalises from the saved answers', async () => {
    const a = await newMock(u);
    const ids: string[] = a.questions.map((q: { id: string }) => q.id);
    const key = await answerKey(ids);
    await put(u, a.id, ids[0]!, { choice: key.get(ids[0]!) });
    clock.advance(450_000 + AUTOSAVE_GRACE_MS + 1);
    const late = await put(u, a.id, ids[1]!, { choice: key.get(ids[1]!) });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('attempt_time_over');
    const view = (await u.inject('GET', `/api/attempts/${a.id}`)).json();
    expect(view).toMatchObject({ status: 'submitted', remainingSeconds: 0 });
    expect(view.result).toMatchObject({ correctAnswers: 1, unattempted: 4, autoSubmitted: true, submittedAt: a.deadline, timeSpentSeconds: 450 });
  });

  it('an attempt past its deadline is finalised when it is next read', async () => {
    const a = await newMock(u);
    await put(u, a.id, a.questions[0].id, { choice: 0 });
    clock.advance(451_000);
    const view = (await u.inject('GET', `/api/attempts/${a.id}`)).json();
    expect(view.status).toBe('submitted');
    expect(view.result.autoSubmitted).toBe(true);
    expect(view.result.correctAnswers + view.result.incorrectAnswers).toBe(1);
  });

  it("another user's attempt is a 404 everywhere, as is a question outside the attempt", async () => {
    const a = await newMock(u);
    const q = a.questions[0].id;
    for (const res of [
      await other.inject('GET', `/api/attempts/${a.id}`),
      await put(other, a.id, q, { choice: 1 }),
      await other.inject('POST', `/api/attempts/${a.id}/submit`),
      await other.inject('GET', `/api/attempts/${a.id}/review`),
      await other.inject('POST', `/api/attempts/${a.id}/questions/${q}/report`, { reason: 'typo', text: 'x' }),
      await u.inject('GET', '/api/attempts/00000000-0000-4000-8000-000000000000'),
      await put(u, a.id, 'polity-no-such-question', { choice: 1 }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await u.inject('GET', '/api/attempts/not-a-uuid')).statusCode).toBe(400);
    expect((await put(u, a.id, q, { choice: 4 })).statusCode).toBe(400);
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
