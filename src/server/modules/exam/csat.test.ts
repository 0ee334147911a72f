import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsatRef } from '@server/library';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fakeClock } from '../../testing/fakes';
import { signedInUser, type TestUser } from '../../testing/users';
import { allocateCsat, PAPER_WEIGHTS } from './papers';

interface Q {
  id: string;
  topicId: string;
  passage?: { id: string; language: string; text: string };
  data?: { type: string; rows: unknown[] };
}

const clock = fakeClock(new Date('2026-06-01T10:00:00Z'));
let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true, deps: { clock } });
  u = await signedInUser(t, { clock });
});
afterAll(async () => t.close());

const csatPaper = async (user: TestUser) => {
  const res = await user.inject('POST', '/api/mock-test/generate', { kind: 'full-length', paper: 'csat', language: 'marathi' });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; scoring: string; deadline: string; startedAt: string; questions: Q[] };
};
const keyOf = async (ids: string[]) =>
  new Map((await t.db.kysely.selectFrom('csat_questions').select(['id', 'answer']).where('id', 'in', ids).execute()).map((r) => [r.id, r.answer]));

describe('full-length CSAT paper', () => {
  it('has the passages with all their questions together, then reasoning with its data, then decision-making', async () => {
    const a = await csatPaper(u);
    expect(a.scoring).toBe('csat');
    const n = a.questions.length;
    expect(n).toBeGreaterThanOrEqual(75);
    expect(n).toBeLessThanOrEqual(80);
    expect(Date.parse(a.deadline) - Date.parse(a.startedAt)).toBe(n * 90_000);
    for (const q of a.questions) expect(Object.keys(q)).not.toContain('answer');

    const section = (q: Q) => (q.topicId === 'mental-ability-comprehension' ? 0 : q.topicId === 'mental-ability-decision-making' ? 2 : 1);
    const order = a.questions.map(section);
    expect(order).toEqual([...order].sort());
    const comprehension = a.questions.filter((q) => section(q) === 0);
    expect(comprehension.length).toBeLessThanOrEqual(PAPER_WEIGHTS.csat.comprehension);
    expect(comprehension.length).toBeGreaterThan(PAPER_WEIGHTS.csat.comprehension - 6);
    expect(comprehension.every((q) => q.passage && q.passage.text.length >= 400)).toBe(true);
    // every passage chosen comes whole and in one run
    const runs = comprehension.map((q) => q.passage!.id).filter((id, i, all) => id !== all[i - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    const stored = await t.db.kysely.selectFrom('csat_questions').select(['id', 'group_id']).where('group_id', 'in', runs).execute();
    expect(stored.length).toBe(comprehension.length);
    expect(a.questions.filter((q) => section(q) === 2).length).toBe(PAPER_WEIGHTS.csat['decision-making']);
    // data-interpretation items travel with the data the web draws
    const di = a.questions.filter((q) => q.topicId === 'mental-ability-data-interpretation');
    expect(di.every((q) => q.data && q.data.rows.length >= 2)).toBe(true);
  });

  it('scores +2.5 / −0.625 and never marks a decision-making answer down', async () => {
    const a = await csatPaper(u);
    const comp = a.questions.filter((q) => q.passage).slice(0, 2);
    const dm = a.questions.filter((q) => q.topicId === 'mental-ability-decision-making').slice(0, 2);
    const key = await keyOf([...comp, ...dm].map((q) => q.id));
    const put = (q: Q, choice: number) => u.inject('PUT', `/api/attempts/${a.id}/answers/${q.id}`, { choice });
    await put(comp[0]!, key.get(comp[0]!.id)!); // +2.5
    await put(comp[1]!, (key.get(comp[1]!.id)! + 1) % 4); // −0.625
    await put(dm[0]!, key.get(dm[0]!.id)!); // +2.5
    await put(dm[1]!, (key.get(dm[1]!.id)! + 1) % 4); // 0
    const r = (await u.inject('POST', `/api/attempts/${a.id}/submit`)).json();
    expect(r).toMatchObject({ score: 4.38, maxScore: a.questions.length * 2.5, correctAnswers: 2, incorrectAnswers: 2 });
    expect(r.negativeMarking).toEqual({ marksLost: 0.63, scoreIfWrongSkipped: 5 });
    const review = (await u.inject('GET', `/api/attempts/${a.id}/review`)).json();
    const item = review.items.find((i: { id: string }) => i.id === comp[0]!.id);
    expect(item).toMatchObject({ outcome: 'correct', passage: { id: comp[0]!.passage!.id } });
    expect(item.explanation.en.length).toBeGreaterThan(0);
  });

  it('gives a candidate passages they have not seen before repeating one', async () => {
    const fresh = await signedInUser(t, { clock });
    const first = new Set((await csatPaper(fresh)).questions.filter((q) => q.passage).map((q) => q.passage!.id));
    const second = new Set((await csatPaper(fresh)).questions.filter((q) => q.passage).map((q) => q.passage!.id));
    const total = await t.db.kysely.selectFrom('csat_questions').select('group_id').distinct().where('section', '=', 'comprehension').execute();
    const overlap = [...second].filter((p) => first.has(p)).length;
    expect(overlap).toBe(Math.max(0, first.size + second.size - total.length));
  });
});

describe('allocateCsat', () => {
  const ref = (id: string, section: CsatRef['section'], group: string): CsatRef => ({
    id,
    section,
    group,
    subject: 'mental-ability',
    topicId: 't',
    difficulty: 'medium',
  });
  it('takes whole groups that fit, section by section, keeping file order inside a group', () => {
    const refs = [
      ref('p1b', 'comprehension', 'p1'),
      ref('p1a', 'comprehension', 'p1'),
      ref('p2a', 'comprehension', 'p2'),
      ref('p2b', 'comprehension', 'p2'),
    ];
    refs.push(
      ref('p2c', 'comprehension', 'p2'),
      ref('r1', 'reasoning', 'r1'),
      ref('d1', 'decision-making', 'd1'),
      ref('d2', 'decision-making', 'd2'),
    );
    const order = new Map(['p1a', 'p1b', 'p2a', 'p2b', 'p2c', 'r1', 'd1', 'd2'].map((id, i) => [id, i]));
    const ids = allocateCsat(refs, { comprehension: 4, reasoning: 3, 'decision-making': 1 }, order).map((r) => r.id);
    // p2 (3 questions) no longer fits after p1 (2): the section stays short rather than split a passage
    expect(ids).toEqual(['p1a', 'p1b', 'r1', 'd1']);
  });
});
