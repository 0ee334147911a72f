import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testLibrary, type TestApp } from '../../testing/test-app';
import { signedInUser, type TestUser } from '../../testing/users';

let t: TestApp;
let admin: TestUser;
let candidate: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { ADMIN_PHONES: '9000000009' } });
  admin = await signedInUser(t, { phone: '+919000000009' });
  candidate = await signedInUser(t);
});
afterAll(async () => t.close());

const TOPIC = 'polity-statutory-bodies';
const topicQuestionIds = async () =>
  (await t.db.kysely.selectFrom('mcqs').select('id').where('topic_id', '=', TOPIC).orderBy('position').execute()).map((r) => r.id);
const mockOnTopic = async (user: TestUser, count: number) => {
  const res = await user.inject('POST', '/api/mock-test/generate', { subjects: ['polity'], topics: [TOPIC], questionCount: count });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; questions: { id: string }[] };
};

describe('the desk is for admins only', () => {
  it('401 signed out, 403 for a candidate, on every desk route', async () => {
    const routes: [string, string, object?][] = [
      ['GET', '/api/admin/reports'],
      ['PATCH', '/api/admin/reports/00000000-0000-4000-8000-000000000000', { status: 'resolved' }],
      ['POST', '/api/admin/questions/polity-q-001/retire', { reason: 'wrong key' }],
      ['DELETE', '/api/admin/questions/polity-q-001/retire'],
      ['POST', '/api/admin/questions/import', { format: 'json', text: '[]' }],
    ];
    for (const [method, url, payload] of routes) {
      const anon = await t.app.inject({ method: method as 'GET', url, payload: payload as object });
      expect(anon.statusCode).toBe(401);
      const res = await candidate.inject(method as 'GET', url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('admin_required');
    }
  });
});

describe('reported questions', () => {
  it('lists a candidate report grouped by question, and resolves it', async () => {
    const a = await mockOnTopic(candidate, 5);
    const qid = a.questions[0]!.id;
    const rep = await candidate.inject('POST', `/api/attempts/${a.id}/questions/${qid}/report`, {
      reason: 'wrong-answer',
      text: 'Option B is also right.',
    });
    expect(rep.statusCode).toBe(200);
    const open = (await admin.inject('GET', '/api/admin/reports')).json();
    const item = open.find((q: { questionId: string }) => q.questionId === qid);
    expect(item).toMatchObject({
      subject: 'polity',
      retired: false,
      reports: [{ reason: 'wrong-answer', text: 'Option B is also right.', status: 'open' }],
    });
    expect(item.question.length).toBeGreaterThan(10);
    const done = await admin.inject('PATCH', `/api/admin/reports/${item.reports[0].id}`, { status: 'resolved' });
    expect(done.json()).toEqual({ id: item.reports[0].id, status: 'resolved' });
    expect((await admin.inject('GET', '/api/admin/reports')).json().some((q: { questionId: string }) => q.questionId === qid)).toBe(false);
    expect((await admin.inject('GET', '/api/admin/reports?status=resolved')).json()[0].questionId).toBe(qid);
  });
});

describe('retiring a question', () => {
  it('leaves future papers but not past attempts, and can be undone', async () => {
    const ids = await topicQuestionIds();
    const past = await mockOnTopic(candidate, 30);
    const retiredId = past.questions[0]!.id;
    expect((await admin.inject('POST', `/api/admin/questions/${retiredId}/retire`, { reason: 'Key is arguable' })).json()).toEqual({
      questionId: retiredId,
      retired: true,
    });
    const fresh = await mockOnTopic(await signedInUser(t), 30);
    expect(fresh.questions.map((q) => q.id)).toEqual(expect.not.arrayContaining([retiredId]));
    expect(fresh.questions).toHaveLength(Math.min(30, ids.length - 1));
    // the attempt that had it still shows it, before and after submission
    expect((await candidate.inject('GET', `/api/attempts/${past.id}`)).json().questions[0].id).toBe(retiredId);
    await candidate.inject('POST', `/api/attempts/${past.id}/submit`);
    expect((await candidate.inject('GET', `/api/attempts/${past.id}/review`)).json().items[0].id).toBe(retiredId);

    expect((await admin.inject('DELETE', `/api/admin/questions/${retiredId}/retire`)).json()).toEqual({ questionId: retiredId, retired: false });
    const again = await mockOnTopic(await signedInUser(t), 30);
    expect(again.questions.map((q) => q.id)).toContain(retiredId);
  });

  it('404 for a question not in the bank; 400 without a reason', async () => {
    expect((await admin.inject('POST', '/api/admin/questions/no-such-question/retire', { reason: 'gone' })).statusCode).toBe(404);
    expect((await admin.inject('POST', '/api/admin/questions/polity-q-001/retire', { reason: '' })).statusCode).toBe(400);
  });
});

const item = (id: string, over: object = {}) => ({
  id,
  subject: 'mental-ability',
  topicId: 'mental-ability-number-series',
  difficulty: 'easy',
  frequency: 'rare',
  question: {
    en: `Import check ${id}: which letter of the English alphabet comes third?`,
    mr: `आयात तपासणी ${id.endsWith('1') ? 'पहिली' : 'दुसरी'}: इंग्रजी वर्णमालेतील तिसरे अक्षर कोणते?`,
  },
  options: { en: ['A', 'B', 'C', 'D'], mr: ['A', 'B', 'C', 'D'] },
  answer: 2,
  explanation: { en: 'C is the third letter.', mr: 'C हे तिसरे अक्षर आहे.' },
  source: { title: 'Original item written for Abhyas' },
  asOf: '2026-11',
  review: { author: 'desk-test', batch: 'import-test', checkedBy: 'desk-checker', checkedOn: '2026-11-24' },
  ...over,
});

// each import parses the whole library in a worker: seconds, more on a loaded machine
describe('importing questions', { timeout: 90_000 }, () => {
  it('all or nothing: one bad row keeps the whole file out, with its row and reason', async () => {
    const text = JSON.stringify([item('mental-ability-q-imp-001'), item('mental-ability-q-imp-002', { answer: 7 })]);
    const res = await admin.inject('POST', '/api/admin/questions/import', { format: 'json', text });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.imported).toBe(false);
    expect(r.accepted.map((a: { id: string }) => a.id)).toEqual(['mental-ability-q-imp-001']);
    expect(r.rejected).toEqual([{ row: 2, id: 'mental-ability-q-imp-002', reasons: [expect.stringContaining('answer')] }]);
    expect(await t.db.kysely.selectFrom('mcqs').select('id').where('id', 'like', 'mental-ability-q-imp-%').execute()).toEqual([]);
  });

  it('imports the valid rows when asked, keeps them through a re-seed, and refuses the same id twice', async () => {
    const text = JSON.stringify([item('mental-ability-q-imp-001'), item('mental-ability-q-imp-002', { answer: 7 })]);
    const r = (await admin.inject('POST', '/api/admin/questions/import', { format: 'json', text, acceptValid: true })).json();
    expect(r.imported).toBe(true);
    const stored = await t.db.kysely
      .selectFrom('mcqs')
      .select(['id', 'answer', 'question_en'])
      .where('id', 'like', 'mental-ability-q-imp-%')
      .execute();
    expect(stored).toEqual([{ id: 'mental-ability-q-imp-001', answer: 2, question_en: expect.stringContaining('comes third') }]);

    const lib = testLibrary();
    await t.reseed({ ...lib, mcqs: lib.mcqs.slice(1) });
    expect(await t.db.kysely.selectFrom('mcqs').select('id').where('id', '=', 'mental-ability-q-imp-001').execute()).toHaveLength(1);

    const twice = (
      await admin.inject('POST', '/api/admin/questions/import', { format: 'json', text: JSON.stringify([item('mental-ability-q-imp-001')]) })
    ).json();
    expect(twice.imported).toBe(false);
    expect(twice.rejected[0].reasons.join(' ')).toMatch(/mental-ability-q-imp-001/);
  });

  it('a file that is not JSON is a 400 with the reason', async () => {
    const res = await admin.inject('POST', '/api/admin/questions/import', { format: 'json', text: '[{"id": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'import_file_invalid', field: 'text' });
  });
});
