import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { signedInUser, type TestUser } from '@server/testing/users';
import { EXPORT_CAPS, pdfFileName } from './export-request';
import { BREAK_EVERY, breakLongWords } from './pdf';
import { pdfRenderer } from './render-pdf';
import { isWellFormed } from '@shared/text';

/** Issue 19, items 1 and 6: hostile PDF exports. */
let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { PDF_EXPORTS_PER_HOUR: '4' } });
  u = await signedInUser(t);
});
afterAll(async () => t.close());

async function timed<T>(p: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await p;
  return { value, ms: performance.now() - started };
}

describe('PDF export under hostile input', () => {
  it('a 100 K-character word returns within 3 s, and /api/health answers in under 200 ms meanwhile', async () => {
    const word = 'a'.repeat(100_000);
    const exporting = timed(u.inject('POST', '/api/topic/export-pdf', { topic: 'T', subject: 'S', summary: 'x', explanation: word }));
    const health = await timed(t.app.inject({ method: 'GET', url: '/api/health' }));
    const res = await exporting;
    expect(health.value.statusCode).toBe(200);
    expect(health.ms).toBeLessThan(200);
    expect(res.ms).toBeLessThan(3000);
    expect(res.value.statusCode).toBe(400); // over the per-field cap
    expect(res.value.json().error.field).toBe('explanation');
  });

  it('a word at the field cap renders a real PDF, off the main thread: /api/health stays under 200 ms', async () => {
    const word = 'b'.repeat(EXPORT_CAPS.explanation);
    const exporting = timed(
      u.inject('POST', '/api/topic/export-pdf', { topic: 'Long word', subject: 'S', summary: 'c'.repeat(EXPORT_CAPS.paragraph), explanation: word }),
    );
    // the render is running in its worker now; the event loop answers others
    await new Promise((r) => setTimeout(r, 50));
    const healthTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const h = await timed(t.app.inject({ method: 'GET', url: '/api/health' }));
      expect(h.value.statusCode).toBe(200);
      healthTimes.push(h.ms);
    }
    const res = await exporting;
    expect(res.value.statusCode).toBe(200);
    expect(res.value.headers['content-type']).toBe('application/pdf');
    expect(res.value.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // about 1 s here unloaded (0.4 s of it starting the worker); the bound leaves room for a busy CI machine
    expect(res.ms).toBeLessThan(6000);
    expect(Math.max(...healthTimes)).toBeLessThan(200);
  });

  it('a lone surrogate in the topic is a 400, not a 500; a long emoji topic still names the file', async () => {
    const res = await u.inject('POST', '/api/topic/export-pdf', { topic: 'Parliament \ud800', subject: 'Polity', summary: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', field: 'topic' });
    // cutting at 80 code units once split an emoji in two, and encodeURIComponent threw
    expect(() => pdfFileName(`${'a'.repeat(79)}📚 and more`)).not.toThrow();
  });

  it('is rate-limited per user: past PDF_EXPORTS_PER_HOUR it is 429 with Retry-After', async () => {
    const v = await signedInUser(t);
    const body = { topic: 'Rate', subject: 'S', summary: 'short' };
    for (let i = 0; i < 4; i++) expect((await v.inject('POST', '/api/topic/export-pdf', body)).statusCode).toBe(200);
    const fifth = await v.inject('POST', '/api/topic/export-pdf', body);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBe('3600');
    expect(fifth.json().error.code).toBe('rate_limited');
    // another user is not affected
    expect((await (await signedInUser(t)).inject('POST', '/api/topic/export-pdf', body)).statusCode).toBe(200);
  });
});

describe('render-pdf', () => {
  const input = { topic: 'T', subject: 'S', summary: 'hello', language: 'english' as const };

  it('stops a render past its timeout (the thread is terminated) with a 4xx', async () => {
    const r = pdfRenderer({ timeoutMs: 1, maxConcurrent: 2 });
    await expect(r.render(input)).rejects.toMatchObject({ statusCode: 413 });
    expect(r.running).toBe(0);
  });

  it('caps concurrent renders: the one over the cap is 503 at once', async () => {
    const r = pdfRenderer({ timeoutMs: 10_000, maxConcurrent: 1 });
    const first = r.render(input);
    await expect(r.render(input)).rejects.toMatchObject({ statusCode: 503 });
    expect((await first).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('breakLongWords', () => {
  it('puts a zero-width break opportunity after every BREAK_EVERY graphemes of a long word, and nowhere else', () => {
    const out = breakLongWords(`short words ${'x'.repeat(BREAK_EVERY * 3 + 1)}`);
    expect(out.split(' ').slice(0, 2)).toEqual(['short', 'words']);
    expect(out.split('\u200b').map((p) => p.replace(/^.* /, '').length)).toEqual([BREAK_EVERY, BREAK_EVERY, BREAK_EVERY, 1]);
    expect(out.replace(/\u200b/g, '')).toBe(`short words ${'x'.repeat(BREAK_EVERY * 3 + 1)}`);
  });

  it('never splits a Devanagari cluster or a surrogate pair', () => {
    const word = 'क्षत्रिय'.repeat(20) + '📚'.repeat(40);
    const out = breakLongWords(word);
    expect(out).not.toBe(word);
    for (const part of out.split('\u200b')) {
      expect(isWellFormed(part)).toBe(true);
      expect(/^[\u093e-\u094d]/.test(part)).toBe(false); // no part starts with a vowel sign or virama
    }
  });
});
