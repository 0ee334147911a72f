import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeQuestionText } from '@shared/content';
import { renderTextPng } from '@server/ocr/test-support';
import { createTestApp, testLibrary, type TestApp } from '@server/testing/test-app';
import { signedInUser, type TestUser } from '@server/testing/users';
import { parseQuestion } from './parse';
import { SCANS_PER_DAY } from './service';

let t: TestApp;
let asha: TestUser;
let ravi: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  asha = await signedInUser(t);
  ravi = await signedInUser(t);
}, 120_000);
afterAll(async () => t.close());

const analyze = (u: TestUser, body: object) => u.inject('POST', '/api/scan-questions/analyze', body);
const dataUrl = (buf: Buffer, type = 'image/png') => `data:${type};base64,${buf.toString('base64')}`;
/** A single-format bank question with four distinct options, in English. */
const bankQuestion = () =>
  testLibrary().mcqs.find((q) => q.format === 'single' && q.question.en.split(' ').length >= 8 && q.topicId.startsWith('polity'))!;

describe('parseQuestion', () => {
  it.each([
    ['Which river is longest? (1) Godavari (2) Krishna (3) Bhima (4) Tapi', 'Which river is longest?', ['Godavari', 'Krishna', 'Bhima', 'Tapi']],
    ['12. Who wrote it?\nA) Tilak\nB) Agarkar\nC) Phule\nD) Ranade', 'Who wrote it?', ['Tilak', 'Agarkar', 'Phule', 'Ranade']],
    ['कोणती नदी? (अ) गोदावरी (ब) कृष्णा (क) भीमा (ड) तापी', 'कोणती नदी?', ['गोदावरी', 'कृष्णा', 'भीमा', 'तापी']],
    ['प्रश्न ३) कोणती नदी?\n१) गोदावरी\n२) कृष्णा\n३) भीमा\n४) तापी', 'कोणती नदी?', ['गोदावरी', 'कृष्णा', 'भीमा', 'तापी']],
  ])('reads %j', (text, stem, options) => {
    expect(parseQuestion(text)).toEqual({ stem, options });
  });
  it('keeps the whole text as the stem when no numbering is found', () => {
    expect(parseQuestion('What is the capital of Maharashtra?')).toEqual({ stem: 'What is the capital of Maharashtra?', options: [] });
  });
});

describe('POST /api/scan-questions/analyze: refusals', () => {
  it('refuses an image over 5 MB with "File Too Large"', async () => {
    const png = Buffer.alloc(6 * 1024 * 1024);
    renderTextPng(['x']).copy(png);
    const r = await analyze(asha, { questionText: '', questionImage: dataUrl(png), language: 'english' });
    expect(r.statusCode).toBe(413);
    expect(r.json().error.code).toBe('scan_file_too_large');
  });
  it('refuses a non-image whatever the data URL says (SVG/HTML named png)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const r = await analyze(asha, { questionText: '', questionImage: dataUrl(svg), language: 'english' });
    expect(r.statusCode).toBe(415);
    expect(r.json().error.code).toBe('scan_not_an_image');
  });
  it('needs text or an image ("Input Required")', async () => {
    const r = await analyze(asha, { questionText: '   ', questionImage: '', language: 'english' });
    expect(r.statusCode).toBe(400);
    expect(r.json().error.code).toBe('scan_input_required');
  });
  it('refuses scans past the daily limit', async () => {
    const u = await signedInUser(t);
    const row = { user_id: u.id, language: 'english', from_image: false, question_text: 'x', stem: 'x', options: '[]', analysis: '{}' };
    await t.db.kysely
      .insertInto('scan_questions')
      .values(Array.from({ length: SCANS_PER_DAY }, () => row))
      .execute();
    const r = await analyze(u, { questionText: 'Which river is the longest?', language: 'english' });
    expect(r.statusCode).toBe(429);
    expect(r.json().error.code).toBe('quota_exceeded');
  });
  it('needs a session', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/scan-questions/analyze', payload: { questionText: 'x', language: 'english' } });
    expect(r.statusCode).toBe(401);
  });
});

describe('analysis', () => {
  it('matches a bank question typed with small changes and gives the bank answer after the attempt', async () => {
    const q = bankQuestion();
    const stem = composeQuestionText(q, 'en')
      .replace(/\?$/, ' ?')
      .replace(/^Which/, 'which');
    // options in another order: the answer follows its option
    const order = [3, 1, 0, 2];
    const text = `Q.7 ${stem}\n${order.map((o, i) => `(${'ABCD'[i]}) ${q.options.en[o]}`).join('\n')}`;
    const r = await analyze(asha, { questionText: text, questionImage: '', language: 'english' });
    expect(r.statusCode).toBe(200);
    const v = r.json();
    expect(v.matched.questionId).toBe(q.id);
    expect(v.revealed).toBe(false);
    expect(v.correctAnswer).toBeNull(); // withheld until the attempt
    const right = order.indexOf(q.answer);
    const a = (await asha.inject('POST', `/api/scan-questions/${v.id}/attempt`, { choice: right })).json();
    expect(a).toMatchObject({
      revealed: true,
      answerSource: 'bank',
      correctAnswer: right,
      explanation: q.explanation.en,
      attempt: { choice: right, isCorrect: true },
    });
    expect(a.topic).toMatchObject({ subject: q.subject, topicId: q.topicId, confidence: 1 });
    expect(a.cohort).toMatchObject({ status: 'not_known' }); // nobody sat it yet: unknown, not invented
    expect(a.pastYear).toEqual([]);
    expect(a.similar.length).toBe(5);
    expect(a.similar.map((s: { id: string }) => s.id)).not.toContain(q.id);
    // −0.5: a blind guess among 4 is worth 2/4 − 0.5·3/4 = 0.125; −0.66: 0.5 − 0.495 = 0.005
    expect(a.marking[0].rows[0]).toEqual({ eliminated: 0, expected: 0.125, worthIt: true });
    expect(a.marking[1].rows[0].expected).toBe(0.005);
    expect((await asha.inject('POST', `/api/scan-questions/${v.id}/attempt`, { choice: 0 })).statusCode).toBe(409);
  });

  it('declines an off-syllabus question honestly', async () => {
    const text = 'Which country won the FIFA World Cup in 2022? (A) Argentina (B) France (C) Brazil (D) Croatia';
    const v = (await analyze(asha, { questionText: text, language: 'english' })).json();
    expect(v.matched).toBeNull();
    const a = (await asha.inject('POST', `/api/scan-questions/${v.id}/attempt`, { choice: 0 })).json();
    expect(a).toMatchObject({ answerSource: 'none', correctAnswer: null, explanation: null, attempt: { choice: 0, isCorrect: null } });
  });

  it('reads a Marathi question from an image and matches the bank', async () => {
    const q = testLibrary().mcqs.find((x) => x.format === 'single' && x.question.mr.length > 40 && x.topicId.startsWith('polity'))!;
    const png = renderTextPng([composeQuestionText(q, 'mr'), ...q.options.mr.map((o, i) => `(${i + 1}) ${o}`)]);
    const v = (await analyze(ravi, { questionText: '', questionImage: dataUrl(png), language: 'marathi' })).json();
    expect(v.fromImage).toBe(true);
    expect(v.matched?.questionId).toBe(q.id);
  }, 60_000);
});

describe('history, bookmarks and analytics are per user', () => {
  it('lists, filters, bookmarks and counts only the caller’s scans', async () => {
    const mine = (await asha.inject('GET', '/api/scan-questions/history')).json();
    expect(mine.length).toBe(2);
    const theirs = (await ravi.inject('GET', '/api/scan-questions/history')).json();
    expect(theirs.every((s: { id: string }) => !mine.some((m: { id: string }) => m.id === s.id))).toBe(true);
    const polity = (await asha.inject('GET', '/api/scan-questions/history?subject=Polity')).json();
    expect(polity.length).toBe(1);

    const id = mine[0].id;
    expect((await ravi.inject('PUT', `/api/scan-questions/${id}/bookmark`)).statusCode).toBe(404);
    expect((await ravi.inject('GET', `/api/scan-questions/${id}`)).statusCode).toBe(404);
    expect((await ravi.inject('POST', `/api/scan-questions/${id}/attempt`, { choice: 1 })).statusCode).toBe(404);
    expect((await asha.inject('PUT', `/api/scan-questions/${id}/bookmark`)).json()).toEqual({ id, isBookmarked: true });
    expect((await asha.inject('GET', '/api/scan-questions/history?bookmarked=true')).json().map((s: { id: string }) => s.id)).toEqual([id]);

    const mineStats = (await asha.inject('GET', '/api/scan-questions/analytics')).json();
    // two scans; the off-syllabus one has no known answer, so only the bank one counts
    expect(mineStats).toMatchObject({ totalScans: 2, attempted: 1, accuracy: 100, weakAreas: [] });
    expect(mineStats.strongAreas).toHaveLength(1);
    const fresh = await signedInUser(t);
    expect((await fresh.inject('GET', '/api/scan-questions/analytics')).json()).toEqual({
      totalScans: 0,
      attempted: 0,
      accuracy: null,
      weakAreas: [],
      strongAreas: [],
      recommendations: [],
    });
  });
});
