import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditableQuestion, QuestionEditRequest } from '@shared/admin';
import { createTestApp, testLibrary, type TestApp } from '../../testing/test-app';
import { signedInUser, type TestUser } from '../../testing/users';

let t: TestApp;
let admin: TestUser;
let candidate: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { ADMIN_PHONES: '9000000019' } });
  admin = await signedInUser(t, { phone: '+919000000019' });
  candidate = await signedInUser(t);
});
afterAll(async () => t.close());

const open = async (id: string) => {
  const res = await admin.inject('GET', `/api/admin/questions/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as EditableQuestion;
};
const requestOf = (q: EditableQuestion, over: Partial<QuestionEditRequest> = {}): QuestionEditRequest => ({
  version: q.version,
  difficulty: q.difficulty,
  question: q.question,
  options: q.options,
  answer: q.answer,
  explanation: q.explanation,
  source: q.source,
  asOf: q.asOf,
  ...over,
});
/** The key moved to the next slot in both languages: the same question, the same answer text, another letter. */
const keyMoved = (q: EditableQuestion) => {
  const to = (q.answer + 1) % 4;
  const swap = (xs: string[]) => xs.map((x, i) => (i === q.answer ? xs[to]! : i === to ? xs[q.answer]! : x));
  return { options: { en: swap(q.options.en), mr: swap(q.options.mr) }, answer: to };
};

describe('who may fix a question', () => {
  it('401 signed out, 403 for a candidate; 404 for an unknown id; 422 for a CSAT item', async () => {
    const bi = { en: 'x', mr: 'x' };
    const body = {
      version: 0,
      difficulty: 'easy',
      question: bi,
      options: { en: ['a', 'b', 'c', 'd'], mr: ['a', 'b', 'c', 'd'] },
      answer: 0,
      explanation: bi,
      source: { title: 'x' },
      asOf: '',
    };
    for (const [method, url, payload] of [
      ['GET', '/api/admin/questions?q=rajya'],
      ['GET', '/api/admin/questions/polity-q-001'],
      ['PUT', '/api/admin/questions/polity-q-001', body],
    ] as const) {
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
      const res = await candidate.inject(method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('admin_required');
    }
    expect((await admin.inject('GET', '/api/admin/questions/no-such-question')).statusCode).toBe(404);
    const csat = await admin.inject('GET', '/api/admin/questions/csat-dm-001');
    expect(csat.statusCode).toBe(422);
    expect(csat.json().error.code).toBe('question_not_editable');
  });

  it('finds questions by id and by words of their text', async () => {
    const byId = (await admin.inject('GET', '/api/admin/questions?q=polity-q-001')).json();
    expect(byId[0]).toMatchObject({ questionId: 'polity-q-001', subject: 'polity', retired: false });
    const byText = (await admin.inject('GET', `/api/admin/questions?q=${encodeURIComponent('maximum strength of the Rajya Sabha')}`)).json();
    expect(byText.map((r: { questionId: string }) => r.questionId)).toContain('polity-q-001');
  });
});

// every open of a content question and every save parses the library in a worker: seconds, more under load
describe('fixing a question', { timeout: 180_000 }, () => {
  it('answers each invalid field with its own code, and writes nothing', async () => {
    const q = await open('polity-q-001');
    expect(q).toMatchObject({ version: 0, format: 'single', answer: 2, source: { title: 'Constitution of India' }, asOf: '2025-09' });
    const res = await admin.inject(
      'PUT',
      '/api/admin/questions/polity-q-001',
      requestOf(q, {
        question: { en: q.question.en, mr: 'संविधानाच्या कलम 80 नुसार राज्यसभेची कमाल सदस्यसंख्या किती आहे?' },
        options: { en: ['238', '245', '250', '250'], mr: q.options.mr },
        source: { title: '' },
        asOf: '2025/09',
      }),
    );
    expect(res.statusCode).toBe(400);
    const err = res.json().error;
    expect(err.code).toBe('question_edit_invalid');
    const byField = Object.fromEntries(err.fields.map((f: { field: string; code: string }) => [f.field, f.code]));
    expect(byField).toMatchObject({ 'source.title': 'question_source_missing', asOf: 'question_as_of_invalid' });
    // schema problems come first; with the schema satisfied, the bank's own gates answer per field
    const again = await admin.inject(
      'PUT',
      '/api/admin/questions/polity-q-001',
      requestOf(q, {
        question: { en: q.question.en, mr: 'संविधानाच्या कलम 80 नुसार राज्यसभेची कमाल सदस्यसंख्या किती आहे?' },
        options: { en: ['238', '245', '250', '250.'], mr: q.options.mr },
      }),
    );
    expect(again.statusCode).toBe(400);
    const fields = again.json().error.fields.map((f: { field: string; code: string }) => `${f.field} ${f.code}`);
    expect(fields).toEqual(expect.arrayContaining(['question.mr question_marathi_digits', 'options.en question_options_not_distinct']));
    const row = await t.db.kysely.selectFrom('mcqs').select(['question_mr', 'options']).where('id', '=', 'polity-q-001').executeTakeFirstOrThrow();
    expect(row.question_mr).toContain('८०');
    expect((await t.db.kysely.selectFrom('question_edits').selectAll().execute()).length).toBe(0);
  });

  it('refuses a near-duplicate of another question in the bank', async () => {
    const q = await open('polity-q-001');
    const other = testLibrary().mcqs.find((x) => x.id === 'polity-q-002')!;
    const res = await admin.inject(
      'PUT',
      '/api/admin/questions/polity-q-001',
      requestOf(q, { question: other.question, options: other.options, answer: other.answer, explanation: other.explanation }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toContainEqual({
      field: 'question',
      code: 'question_near_duplicate',
      params: expect.objectContaining({ other: 'polity-q-002' }),
    });
  });

  it('a fix reaches future papers, past attempts keep what was served, reports close, and a re-seed keeps it', async () => {
    const past = (
      await candidate.inject('POST', '/api/mock-test/generate', { subjects: ['polity'], topics: ['polity-parliament'], questionCount: 10 })
    ).json() as { id: string; questions: { id: string; options: { en: string[] } }[] };
    const id = past.questions[0]!.id;
    const rep = await candidate.inject('POST', `/api/attempts/${past.id}/questions/${id}/report`, {
      reason: 'typo',
      text: 'Option order looks odd.',
    });
    expect(rep.statusCode).toBe(200);

    const q = await open(id);
    const moved = keyMoved(q);
    const saved = await admin.inject(
      'PUT',
      `/api/admin/questions/${id}`,
      requestOf(q, { ...moved, explanation: { en: `${q.explanation.en} (Checked again.)`, mr: q.explanation.mr }, note: 'Key moved' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ questionId: id, version: 1, reportsResolved: 1 });

    // the bank serves the fix
    const reopened = await open(id);
    expect(reopened).toMatchObject({ version: 1, answer: moved.answer, options: moved.options });
    expect(reopened.history).toEqual([{ version: 1, editedAt: expect.any(String), editedBy: expect.any(String), note: 'Key moved' }]);
    const edit = await t.db.kysely.selectFrom('question_edits').selectAll().where('question_id', '=', id).executeTakeFirstOrThrow();
    expect(edit.edited_by).toBe(admin.id);
    expect(edit.before.answer).toBe(q.answer);
    expect(edit.after.answer).toBe(moved.answer);

    // the attempt started before keeps the version it was served, through submission and review
    expect((await candidate.inject('GET', `/api/attempts/${past.id}`)).json().questions[0].options.en).toEqual(q.options.en);
    await candidate.inject('PUT', `/api/attempts/${past.id}/answers/${id}`, { choice: q.answer });
    await candidate.inject('POST', `/api/attempts/${past.id}/submit`);
    const review = (await candidate.inject('GET', `/api/attempts/${past.id}/review`)).json();
    expect(review.items.find((x: { id: string }) => x.id === id)).toMatchObject({
      id,
      answer: q.answer,
      outcome: 'correct',
      options: { en: q.options.en },
    });

    // a paper started now gets the fix
    const fresh = (
      await (
        await signedInUser(t)
      ).inject('POST', '/api/mock-test/generate', { subjects: ['polity'], topics: ['polity-parliament'], questionCount: 10 })
    ).json() as { questions: { id: string; options: { en: string[] } }[] };
    const inFresh = fresh.questions.find((x) => x.id === id);
    if (inFresh) expect(inFresh.options.en).toEqual(moved.options.en);

    // the report is closed with a note
    const resolved = (await admin.inject('GET', '/api/admin/reports?status=resolved')).json();
    expect(resolved.find((r: { questionId: string }) => r.questionId === id).reports[0]).toMatchObject({
      status: 'resolved',
      resolutionNote: 'Fixed in version 1: Key moved',
    });

    // a second admin who opened version 0 is told someone else saved
    const stale = await admin.inject('PUT', `/api/admin/questions/${id}`, requestOf(q));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('question_changed');

    // a re-seed of content/ (which holds the old text) keeps the fix
    const lib = testLibrary();
    await t.reseed({ ...lib, mcqs: lib.mcqs.filter((x) => x.id !== 'polity-q-003') });
    const row = await t.db.kysely.selectFrom('mcqs').select(['answer', 'options']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.answer).toBe(moved.answer);
    expect(row.options.en).toEqual(moved.options.en);
  });
});
