import { describe, expect, it } from 'vitest';
import { answerKey, clock, MOCK, newMock, other, put, setUpMockTests, TOPIC, u } from './mock-test-setup';
import { AUTOSAVE_GRACE_MS } from './service';

/**
 * A mock attempt on the server, from creation to its result: the deadline, autosave and resume, scoring that ignores
 * the client's claims, parallel and late submits, the deadline passing, and other users' attempts. What a mock draws
 * on is in mock-papers.test.ts, review and reports in mock-review.test.ts.
 */

setUpMockTests();

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
});
