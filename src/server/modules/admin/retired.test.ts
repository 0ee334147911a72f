import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signedInUser, type TestUser } from '../../testing/users';

/**
 * A retired question reaches no candidate anywhere (issue 12): each consumer of the bank is asked once, the questions
 * it gave are retired on the desk, and it is asked again — it still answers, without them. (Papers and the CSAT pool:
 * admin.test.ts, exam/csat.test.ts.)
 */
let t: TestApp;
let admin: TestUser;
let candidate: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { ADMIN_PHONES: '9000000029' } });
  admin = await signedInUser(t, { phone: '+919000000029' });
  candidate = await signedInUser(t);
});
afterAll(async () => t.close());

const retire = async (ids: readonly string[]) => {
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect((await admin.inject('POST', `/api/admin/questions/${id}/retire`, { reason: 'test: retired' })).statusCode).toBe(200);
};
/** Bank questions whose English stem appears in a text a consumer answered with. */
const idsIn = async (text: string) =>
  (await t.db.kysely.selectFrom('mcqs').select(['id', 'question_en']).execute())
    .filter((r) => text.includes(r.question_en.split('\n')[0]!))
    .map((r) => r.id);

describe('retired questions never reach candidates', { timeout: 120_000 }, () => {
  it('content search (the explorer and the tutor search the library through it)', async () => {
    const search = async () =>
      (await candidate.inject('GET', `/api/content/search?q=${encodeURIComponent('maximum strength Rajya Sabha')}&kinds=mcq`)).json().hits as {
        id: string;
      }[];
    const before = (await search()).map((h) => h.id);
    expect(before).toContain('polity-q-001');
    await retire(['polity-q-001']);
    expect((await search()).map((h) => h.id)).not.toContain('polity-q-001');
  });

  it("the scanner's bank match and its similar questions", async () => {
    const row = await t.db.kysely
      .selectFrom('mcqs')
      .select(['id', 'question_en', 'options'])
      .where('id', '=', 'polity-q-002')
      .executeTakeFirstOrThrow();
    const text = [row.question_en, ...row.options.en.map((o, i) => `(${'abcd'[i]}) ${o}`)].join('\n');
    const scan = async () => {
      const res = await candidate.inject('POST', '/api/scan-questions/analyze', { questionText: text, language: 'english' });
      expect(res.statusCode).toBe(200);
      return res.json() as { matched: { questionId: string } | null; similar: { id: string }[] };
    };
    expect((await scan()).matched?.questionId).toBe('polity-q-002');
    await retire(['polity-q-002']);
    const after = await scan();
    expect(after.matched?.questionId).not.toBe('polity-q-002');
    expect(after.similar.map((s) => s.id)).not.toContain('polity-q-002');
  });

  it("the topic explorer's practice questions", async () => {
    const ask = async () =>
      (await candidate.inject('POST', '/api/topic/questions', { topic: 'Parliament', subject: 'polity' })).json().questions as { id: string }[];
    const first = (await ask()).map((q) => q.id);
    await retire(first);
    const again = (await ask()).map((q) => q.id);
    expect(again.length).toBeGreaterThan(0);
    expect(again).toEqual(expect.not.arrayContaining(first));
  });

  it("the study plan's practice lists", async () => {
    const plan = async () => {
      const res = await candidate.inject('POST', '/api/study-plan/micro', { subject: 'economy', duration: 2 });
      expect(res.statusCode).toBe(200);
      return (res.json().plan.hours as { practice: string[] }[]).flatMap((h) => h.practice).join('\n');
    };
    const first = await idsIn(await plan());
    await retire(first);
    const again = await idsIn(await plan());
    expect(again.length).toBeGreaterThan(0);
    expect(again).toEqual(expect.not.arrayContaining(first));
  });

  it('flashcards made from the bank', async () => {
    const generate = async (user: TestUser) => {
      const res = await user.inject('POST', '/api/flashcards/generate', { subjects: ['history'], count: 20, difficulty: 'easy' });
      expect(res.statusCode).toBe(200);
      const rows = await t.db.kysely
        .selectFrom('flashcards')
        .select('source_ref')
        .where('user_id', '=', user.id)
        .where('source_ref', 'in', t.db.kysely.selectFrom('mcqs').select('id'))
        .execute();
      return rows.map((r) => r.source_ref!);
    };
    const first = await generate(await signedInUser(t));
    await retire(first);
    const again = await generate(await signedInUser(t));
    expect(again.length).toBeGreaterThan(0);
    expect(again).toEqual(expect.not.arrayContaining(first));
  });

  it("the tutor chat's quiz", async () => {
    const quiz = async () => {
      const res = await candidate.inject('POST', '/api/chat/ask', { message: 'Quiz me on geography' });
      expect(res.statusCode).toBe(200);
      return idsIn(res.json().response as string);
    };
    const first = await quiz();
    await retire(first);
    const again = await quiz();
    expect(again.length).toBeGreaterThan(0);
    expect(again).toEqual(expect.not.arrayContaining(first));
  });
});
