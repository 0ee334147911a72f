import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../clock';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fakeClock } from '../../testing/fakes';
import { signedInUser, type TestUser } from '../../testing/users';

// 10:00 UTC is 15:30 in India: the India day is 2026-06-01
const clock = fakeClock(new Date('2026-06-01T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, deps: { clock } });
});
afterAll(async () => t.close());

async function paidUser(): Promise<TestUser> {
  const u = await signedInUser(t, { clock, trialDaysAgo: 30 });
  await t.db.kysely
    .updateTable('users')
    .set({ plan_type: 'monthly', paid_until: new Date(clock().getTime() + 30 * DAY_MS) })
    .where('id', '=', u.id)
    .execute();
  return u;
}
const ids = (a: { questions: { id: string }[] }) => a.questions.map((q) => q.id);

describe('daily exam', () => {
  it('needs a paid plan: a trial user gets 402 paid_plan_required, signed out 401', async () => {
    const trial = await signedInUser(t, { clock });
    for (const [m, url] of [
      ['GET', '/api/daily-exam/check'],
      ['POST', '/api/daily-exam/generate'],
      ['POST', '/api/daily-exam/submit'],
    ] as const) {
      const res = await trial.inject(m, url, m === 'POST' ? {} : undefined);
      expect(res.statusCode).toBe(402);
      expect(res.json().error.code).toBe('paid_plan_required');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/daily-exam/check' })).statusCode).toBe(401);
  });

  it('gives every candidate the same 100 questions for the India day, once per day, 90 minutes', async () => {
    const a = await paidUser();
    const b = await paidUser();
    expect((await a.inject('GET', '/api/daily-exam/check')).json()).toEqual({ day: '2026-06-01', hasExamToday: false, attempt: null });
    const ea = (await a.inject('POST', '/api/daily-exam/generate', { language: 'marathi', questionCount: 100 })).json();
    const eb = (await b.inject('POST', '/api/daily-exam/generate', { language: 'english' })).json();
    expect(ea.questions).toHaveLength(100);
    expect(ids(eb)).toEqual(ids(ea));
    expect(new Set(ids(ea)).size).toBe(100);
    expect(ea).toMatchObject({ kind: 'daily', scoring: 'daily', language: 'marathi', day: '2026-06-01', remainingSeconds: 90 * 60 });
    for (const q of ea.questions) expect(Object.keys(q).sort()).toEqual(['id', 'options', 'question', 'subject', 'topicId']);
    expect(ea.result).toBeNull();
    clock.advance(60_000);
    const again = (await a.inject('POST', '/api/daily-exam/generate', { language: 'english' })).json();
    expect(again).toMatchObject({ id: ea.id, language: 'marathi', deadline: ea.deadline, remainingSeconds: 89 * 60 });
    const check = (await a.inject('GET', '/api/daily-exam/check')).json();
    expect(check).toMatchObject({ hasExamToday: true, attempt: { id: ea.id } });
    expect((await a.inject('POST', '/api/daily-exam/generate', { questionCount: 50 })).statusCode).toBe(400);

    // the next India day (18:30 UTC) brings a different paper
    clock.set(new Date('2026-06-01T18:30:00Z'));
    const c = await paidUser();
    const next = (await c.inject('POST', '/api/daily-exam/generate', {})).json();
    expect(next.day).toBe('2026-06-02');
    expect(ids(next)).not.toEqual(ids(ea));
    clock.set(new Date('2026-06-01T10:01:00Z'));
  });

  it('scores +2 / −0.66 on submit, ignoring the client result, with the cut-off', async () => {
    const u = await paidUser();
    const e = (await u.inject('POST', '/api/daily-exam/generate', {})).json();
    const key = new Map(
      (await t.db.kysely.selectFrom('mcqs').select(['id', 'answer']).where('id', 'in', ids(e)).execute()).map((r) => [r.id, r.answer]),
    );
    for (const id of ids(e).slice(0, 35)) await u.inject('PUT', `/api/attempts/${e.id}/answers/${id}`, { choice: key.get(id) });
    for (const id of ids(e).slice(35, 38)) await u.inject('PUT', `/api/attempts/${e.id}/answers/${id}`, { choice: (key.get(id)! + 1) % 4 });
    const res = await u.inject('POST', '/api/daily-exam/submit', { answers: { [ids(e)[40]!]: 'A' }, result: { score: 200, qualified: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      correctAnswers: 35,
      incorrectAnswers: 3,
      unattempted: 62,
      score: 68.02,
      cutoff: 66,
      qualified: true,
      percentage: 35,
    });
    expect(res.json().negativeMarking).toEqual({ marksLost: 1.98, scoreIfWrongSkipped: 70 });
    // submitting again (no body, or naming the attempt) returns the same result
    expect((await u.inject('POST', '/api/daily-exam/submit')).json()).toEqual(res.json());
    expect((await u.inject('POST', '/api/daily-exam/submit', { attemptId: e.id })).json()).toEqual(res.json());
    const stranger = await paidUser();
    expect((await stranger.inject('POST', '/api/daily-exam/submit', { attemptId: e.id })).statusCode).toBe(404);
    expect((await stranger.inject('POST', '/api/daily-exam/submit', {})).json().error.code).toBe('not_found');
  });

  it('shows cohort figures from 5 attempts and the percentile from 20 candidates, never before', async () => {
    // a fresh day, so the candidates here are the only ones
    clock.set(new Date('2026-06-03T05:00:00Z'));
    const scores: number[] = [];
    const users: { u: TestUser; id: string }[] = [];
    // questions no earlier submitted attempt in this file had, so the cohort is exactly these candidates
    const before = new Set(
      (
        await t.db.kysely
          .selectFrom('exam_attempt_questions as q')
          .innerJoin('exam_attempts as a', 'a.id', 'q.attempt_id')
          .select('q.question_id')
          .where('a.submitted_at', 'is not', null)
          .execute()
      ).map((r) => r.question_id),
    );
    let q: string[] = [];
    let pos: number[] = [];
    for (let i = 0; i < 20; i++) {
      const u = await paidUser();
      const e = (await u.inject('POST', '/api/daily-exam/generate', {})).json();
      if (i === 0) {
        pos = ids(e)
          .flatMap((id, p) => (before.has(id) ? [] : [p]))
          .slice(0, 4);
        q = pos.map((p) => ids(e)[p]!);
      }
      const key = new Map(
        (await t.db.kysely.selectFrom('mcqs').select(['id', 'answer']).where('id', 'in', q.slice(0, 3)).execute()).map((r) => [r.id, r.answer]),
      );
      // candidate i gets i % 4 of the first three right (0..3)
      for (let k = 0; k < 3; k++) {
        const right = k < i % 4;
        await u.inject('PUT', `/api/attempts/${e.id}/answers/${q[k]!}`, {
          choice: right ? key.get(q[k]!) : (key.get(q[k]!)! + 1) % 4,
          timeSpentMs: 1000 * (i + 1),
        });
      }
      scores.push((await u.inject('POST', `/api/attempts/${e.id}/submit`)).json().score);
      users.push({ u, id: e.id });
      const review = (await u.inject('GET', `/api/attempts/${e.id}/review`)).json();
      if (i < 19) expect(review.percentile).toEqual({ status: 'not_enough_candidates', candidates: i + 1, needed: 20 });
      if (i === 3) expect(review.items[pos[0]!].cohort).toEqual({ status: 'not_enough_candidates', attempts: 4, needed: 5 });
    }
    const last = users[19]!;
    const review = (await last.u.inject('GET', `/api/attempts/${last.id}/review`)).json();
    const mine = scores[19]!;
    const expected = Math.round(((scores.filter((s) => s < mine).length + scores.filter((s) => s === mine).length / 2) / 20) * 10000) / 100;
    expect(review.percentile).toEqual({ status: 'ok', candidates: 20, percentile: expected });
    const c0 = review.items[pos[0]!].cohort;
    const right0 = Array.from({ length: 20 }, (_, i) => i % 4 > 0).filter(Boolean).length;
    expect(c0).toEqual({ status: 'ok', attempts: 20, shareCorrect: (right0 / 20) * 100, medianTimeMs: 10500 });
    expect(review.items[pos[3]!].outcome).toBe('unattempted');
    expect(review.items[pos[3]!].cohort).toMatchObject({ status: 'ok', attempts: 20, shareCorrect: 0 });
    expect(review.items[pos[0]!]).toHaveProperty('explanation');
  });
});
