import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signIn } from './support/browser';
import { dateFromToday } from './support/test-data';

/*
 * Issue 10's web items, as a candidate meets them: the floating chat button never covers a primary button on a phone,
 * Marathi pages and exports carry Marathi titles, the 90-day plan runs to the exam and asks before it is replaced,
 * and the Hindi chat's quick questions get answers. Every page visited passes axe (support/browser.ts).
 */
const PHONE = { phone: '9999999950', marathi: '9999999951', plan: '9999999952', hindi: '9999999953' };

type Box = { x: number; y: number; width: number; height: number };
const meet = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const frames = (p: Page) => p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * Scrolls the page top to bottom in 40 px steps; at each, the chat button is either out of the way (hidden) or its box
 * does not meet the target's. The target does pass through the button's corner (so the case is really tried), and the
 * button is there at some scroll position (so it is not simply gone).
 */
async function expectChatNeverCovers(p: Page, target: Locator, label: string): Promise<void> {
  const chat = p.getByTestId('chat-button');
  await chat.waitFor({ state: 'attached' });
  const end = await p.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  let aside = 0;
  let shown = 0;
  for (let y = 0; y <= end + 40; y += 40) {
    await p.evaluate((top) => window.scrollTo(0, top), Math.min(y, end));
    await frames(p);
    const [c, t] = [await chat.boundingBox(), await target.boundingBox()];
    if (!c || !t) continue;
    if (await chat.isVisible()) {
      shown++;
      expect(meet(c, t), `${label}: the chat button covers it at scrollY ${y}`).toBe(false);
    } else if (meet(c, t)) aside++;
  }
  expect(aside, `${label}: the button passed under the chat button's place`).toBeGreaterThan(0);
  expect(shown, `${label}: the chat button shows elsewhere`).toBeGreaterThan(0);
}

/** An entry of a pdfkit document's Info dictionary (Title, Subject): an object of its own, a literal string (UTF-16BE with a BOM). */
function pdfInfo(pdf: Buffer, key: 'Title' | 'Subject'): string {
  const text = pdf.toString('latin1');
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(text);
  if (!ref) return '';
  const opening = `\n${ref[1]} 0 obj\n(`;
  const start = text.indexOf(opening) + opening.length;
  if (start < opening.length) return '';
  const bytes: number[] = [];
  for (let i = start; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === ')') break;
    if (ch !== '\\') {
      bytes.push(ch.charCodeAt(0));
      continue;
    }
    const next = text[++i]!;
    const octal = /^[0-7]{1,3}/.exec(text.slice(i, i + 3));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      i += octal[0].length - 1;
    } else bytes.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0));
  }
  const buf = Buffer.from(bytes);
  if (buf[0] !== 0xfe || buf[1] !== 0xff) return buf.toString('latin1');
  const le = Buffer.from(buf.subarray(2));
  le.swap16();
  return le.toString('utf16le');
}

describe('issue 10 on the web', () => {
  it('on a 390 px phone the chat button never covers Generate Plan, Generate, the 90-day Generate Plan or the exam’s Submit; a new plan is brought into view, its practice opens real questions', async () => {
    const p = await newPage({ language: 'english', width: 390 });
    await signIn(p, PHONE.phone);
    await p.locator('select[name="subject"]').selectOption('polity');
    await expectChatNeverCovers(p, p.getByTestId('generate-plan'), 'Generate Plan');

    await p.evaluate(() => window.scrollTo(0, 0));
    await p.getByTestId('generate-plan').click();
    const card = p.getByTestId('plan-card');
    await card.waitFor({ timeout: 20_000 });
    // the plan is below the form on a phone: the page goes to it
    await expect.poll(async () => (await p.getByTestId('plan-panel').boundingBox())!.y, { timeout: 5_000 }).toBeLessThan(200);

    // the practice list names real bank questions, and its link opens them with options to answer
    const listed = (await card.getByTestId('plan-hour').first().locator('li').allTextContents()).map((s) => s.trim());
    await card.getByTestId('practice-link').first().click();
    await p.waitForURL(/\/topic\//);
    const questions = p.getByTestId('quiz-question');
    await questions.first().waitFor({ timeout: 20_000 });
    expect(await questions.first().getByRole('radio').count()).toBeGreaterThanOrEqual(2);
    const shown = await questions.allTextContents();
    expect(
      listed.some((item) => item.length > 20 && shown.some((q) => q.includes(item))),
      'a listed practice question is among those to answer',
    ).toBe(true);

    await p.goto('/topic-explorer');
    await p.locator('input[name="topic"]').fill('Fundamental Rights');
    await p.locator('select[name="subject"]').selectOption('Polity');
    await expectChatNeverCovers(p, p.getByTestId('generate-topic'), 'Generate (topic explorer)');

    await p.goto('/ai-study-planner');
    const form = p.getByTestId('ninety-day-form');
    await form.waitFor();
    await form.locator('[data-subject="polity"]').click();
    await expectChatNeverCovers(p, p.getByTestId('generate-ninety-day'), 'Generate Plan (90 days)');

    await p.goto('/mock-tests');
    await p.getByTestId('mock-config').waitFor();
    await p.getByTestId('count-choice').getByText('10', { exact: true }).click();
    await p.getByTestId('start-mock').click();
    await p.waitForURL((u) => u.pathname.startsWith('/mock-tests/attempt/'));
    for (let n = 1; n < 10; n++) {
      await p.getByText(`Question ${n} of 10`).waitFor();
      await p.getByTestId('next-button').click();
    }
    await p.getByText('Question 10 of 10').waitFor();
    await expectChatNeverCovers(p, p.getByTestId('submit-button'), 'Submit (mock test)');
  });

  it('in Marathi the topic page, its PDF and the 12-month export carry Marathi titles and no English hours', async () => {
    const p = await newPage({ language: 'marathi' });
    await signIn(p, PHONE.marathi);
    await p.goto('/topic-explorer');
    await p.locator('input[name="topic"]').fill('मूलभूत हक्क');
    await p.locator('select[name="subject"]').selectOption('Polity');
    await p.getByTestId('generate-topic').click();
    const result = p.getByTestId('topic-result');
    await result.getByTestId('export-pdf').waitFor({ timeout: 20_000 });
    expect(await result.getByRole('heading', { level: 2 }).textContent()).toBe('मूलभूत हक्क');
    expect(await result.getByRole('tab').allTextContents()).toEqual(['सारांश', 'प्रश्न', 'महत्त्वाचे मुद्दे', 'चालू घडामोडी', 'फ्लॅशकार्ड']);

    const [pdf] = await Promise.all([p.waitForEvent('download', { timeout: 20_000 }), result.getByTestId('export-pdf').click()]);
    const bytes = readFileSync((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfInfo(bytes, 'Title')).toBe('मूलभूत हक्क');
    expect(pdfInfo(bytes, 'Subject')).toBe('राज्यव्यवस्था');

    await p.goto('/twelve-month-plan');
    await p.getByTestId('month-card').first().waitFor();
    expect(await p.getByRole('heading', { level: 1 }).textContent()).toMatch(/^[^A-Za-z]+$/);
    expect(await p.getByTestId('twelve-month-plan').textContent()).not.toMatch(/hours\/day/);
    const [text] = await Promise.all([p.waitForEvent('download'), p.getByTestId('export-plan').click()]);
    const plan = readFileSync((await text.path())!, 'utf8');
    expect(plan.split('\n')[0]).toBe('१२ महिन्यांची योजना');
    expect(plan).toContain('१. ');
    expect(plan).not.toMatch(/hours\/day|\d{4}-\d{2}-\d{2}T/);
  });

  it('the 90-day plan runs to the exam, moves with ticks and weeks, and asks before New Plan replaces it', async () => {
    const p = await newPage({ language: 'english' });
    await signIn(p, PHONE.plan);
    await p.goto('/ai-study-planner');
    const form = p.getByTestId('ninety-day-form');
    await form.waitFor();
    await form.locator('input[name="examDate"]').fill(dateFromToday(200));
    await form.locator('[data-subject="polity"]').click();
    await p.getByTestId('generate-ninety-day').click();

    const overview = p.getByTestId('plan-overview');
    await overview.waitFor({ timeout: 20_000 });
    // every day from today to the day before the exam
    expect(await overview.getByTestId('today-index').textContent()).toBe('Day 1 of 200');
    const progress = () => p.getByRole('progressbar').getAttribute('aria-valuenow').then(Number);
    expect(await progress()).toBe(0);
    await overview.getByTestId('task-toggle').first().click();
    await expect.poll(progress).toBeGreaterThan(0);

    const firstDay = () => overview.getByTestId('week-day').first().getAttribute('data-day');
    const before = await firstDay();
    await overview.getByTestId('week-later').click();
    await expect.poll(firstDay).not.toBe(before);
    await overview.getByTestId('week-earlier').click();
    await expect.poll(firstDay).toBe(before);

    await overview.getByTestId('new-plan').click();
    const confirm = overview.getByTestId('confirm-new-plan');
    await confirm.waitFor();
    expect(await confirm.textContent()).toMatch(/progress/i);
    await confirm.getByTestId('cancel-replace').click();
    expect(await confirm.count()).toBe(0);
    expect(await overview.getByTestId('today-index').textContent()).toBe('Day 1 of 200');

    await overview.getByTestId('new-plan').click();
    await overview.getByTestId('confirm-replace').click();
    await p.getByTestId('ninety-day-form').waitFor();
  });

  it('in Hindi the chat shows its quick questions in Hindi and answers them (asked in English)', async () => {
    const p = await newPage({ language: 'hindi', width: 390 });
    await signIn(p, PHONE.hindi);
    await p.goto('/dashboard'); // on the planner the chat button starts aside: Generate Plan is under it
    await p.getByTestId('chat-button').click();
    const panel = p.getByTestId('chat-panel');
    await panel.waitFor();
    await panel.getByRole('button', { name: 'MPSC परीक्षा का पैटर्न क्या है?' }).click();
    const answer = panel.locator('[data-testid="chat-message"][data-kind="answer"]').last();
    await answer.getByTestId('engine-badge').waitFor({ timeout: 20_000 });
    expect(await answer.getAttribute('data-sure')).toBeNull();
    expect(await answer.textContent()).toMatch(/Prelim/);
    expect(await panel.locator('[data-sender="user"]').last().textContent()).toBe('MPSC परीक्षा का पैटर्न क्या है?');
  });
});
