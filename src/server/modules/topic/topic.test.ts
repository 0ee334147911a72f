import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { splitSentences } from '@server/ai/text/sentences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { signedInUser, type TestUser } from '@server/testing/users';

let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  u = await signedInUser(t);
});
afterAll(async () => t.close());

const DEVANAGARI = /[\u0900-\u097F]/;
const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'abhyas-pdf-')), 'x.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

describe('POST /api/topic/explain', () => {
  it('explains a topic in the spec shape, at most 10 questions', async () => {
    const res = await u.inject('POST', '/api/topic/explain', { topic: 'Rajya Sabha', subject: 'Polity', language: 'english', level: 'beginner' });
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({ found: true, engine: 'offline', fallback: false });
    for (const k of ['summary', 'explanation', 'relatedTopics', 'questions', 'facts', 'currentAffairs', 'flashcards', 'sources'])
      expect(b).toHaveProperty(k);
    expect(b.questions.length).toBeGreaterThan(0);
    expect(b.questions.length).toBeLessThanOrEqual(10);
    expect(b.questions[0]).toMatchObject({ type: 'MCQ', difficulty: expect.any(String) });
  });

  it('found: false, plainly, for what the library does not hold', async () => {
    const res = await u.inject('POST', '/api/topic/explain', { topic: 'Gronkular wibble theory', subject: 'History' });
    expect(res.json()).toMatchObject({ found: false, summary: 'The library has nothing on “Gronkular wibble theory” yet.', questions: [] });
  });

  it('"Article 21" in Polity explains the Fundamental Rights note, not elections (voting age 21)', async () => {
    const res = await u.inject('POST', '/api/topic/explain', { topic: 'Article 21', subject: 'Polity' });
    expect(res.json()).toMatchObject({ found: true, sure: true });
    expect(res.json().sources.map((s: { id: string }) => s.id)).toContain('constitution-fundamental-rights-note');
  });

  it('Summary and Explanation never repeat each other; questions run from easier to harder', async () => {
    const r = (await u.inject('POST', '/api/topic/explain', { topic: 'Fundamental Rights', subject: 'Polity', level: 'advanced' })).json();
    expect(r.found).toBe(true);
    const summary = splitSentences(r.summary);
    expect(summary.length).toBeGreaterThan(0);
    for (const s of summary) expect(r.explanation).not.toContain(s);
    for (const f of r.facts) expect(r.explanation).not.toContain(f);
    const rank = { easy: 0, medium: 1, hard: 2 } as Record<string, number>;
    const ranks = r.questions.map((q: { difficulty: string }) => rank[q.difficulty]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('not sure: nothing explained, the closest notes offered', async () => {
    const res = await u.inject('POST', '/api/topic/explain', { topic: 'president of France', subject: 'Polity' });
    expect(res.json()).toMatchObject({ found: false, sure: false, questions: [], facts: [] });
    expect(res.json().sources.length).toBeGreaterThan(0);
    expect(res.json().sources.length).toBeLessThanOrEqual(3);
  });

  it.each([
    [{ topic: '', subject: 'Polity' }, 'topic'],
    [{ topic: 'x'.repeat(121), subject: 'Polity' }, 'topic'],
    [{ topic: 'Rajya Sabha' }, 'subject'],
    [{ topic: 'Rajya Sabha', subject: 'Polity', level: 'expert' }, 'level'],
    [{ topic: ['Rajya Sabha'], subject: 'Polity' }, 'topic'],
  ])('refuses bad body #%# with 400', async (body, field) => {
    const res = await u.inject('POST', '/api/topic/explain', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
  });
});

describe('POST /api/topic/:type', () => {
  it.each(['summary', 'flashcards', 'questions'] as const)('%s answers that part only', async (type) => {
    const res = await u.inject('POST', `/api/topic/${type}`, { topic: 'Inflation', subject: 'Economy', language: 'marathi' });
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b.found).toBe(true);
    expect(Object.keys(b).filter((k) => ['summary', 'flashcards', 'questions'].includes(k))).toEqual([type]);
    expect(DEVANAGARI.test(JSON.stringify(b[type]))).toBe(true);
  });

  it('an unknown type is 400; signed out is 401; an expired trial is 402', async () => {
    expect((await u.inject('POST', '/api/topic/essay', { topic: 'Inflation', subject: 'Economy' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/topic/summary', payload: { topic: 'Inflation', subject: 'Economy' } })).statusCode).toBe(
      401,
    );
    const expired = await signedInUser(t, { trialDaysAgo: 30 });
    expect((await expired.inject('POST', '/api/topic/explain', { topic: 'Inflation', subject: 'Economy' })).statusCode).toBe(402);
  });
});

describe('POST /api/topic/export-pdf', () => {
  it('makes a real PDF of the page’s content, Marathi included, as an attachment', async () => {
    const content = (await u.inject('POST', '/api/topic/explain', { topic: 'राज्यसभा', subject: 'Polity', language: 'marathi' })).json();
    expect(content.found).toBe(true);
    const res = await u.inject('POST', '/api/topic/export-pdf', { ...content, language: 'marathi' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="topic-[a-z0-9-]+\.pdf"; filename\*=UTF-8''topic-/);
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    if (hasPdftotext) {
      const text = pdfText(res.rawPayload);
      expect(text).toContain('राज्यसभा');
      expect(text).toContain('सारांश');
    }
  });

  it('takes { content, language } too, and an English page', async () => {
    const content = (await u.inject('POST', '/api/topic/explain', { topic: 'Fundamental Rights', subject: 'Polity' })).json();
    const res = await u.inject('POST', '/api/topic/export-pdf', { content, language: 'english' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="topic-fundamental-rights.pdf"');
    if (hasPdftotext) expect(pdfText(res.rawPayload)).toContain('Article 32');
  });

  it('refuses a body without a topic (400), an oversized one (413), and signed-out callers (401)', async () => {
    expect((await u.inject('POST', '/api/topic/export-pdf', { subject: 'Polity', summary: 'x' })).statusCode).toBe(400);
    const huge = await u.inject('POST', '/api/topic/export-pdf', { topic: 'x', subject: 'y', summary: 'z'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/topic/export-pdf', payload: { topic: 'x', subject: 'y', summary: 'z' } })).statusCode,
    ).toBe(401);
  });
});
