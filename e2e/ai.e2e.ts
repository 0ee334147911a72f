import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { newPage, signIn } from './support/browser';
import { dateFromToday } from './support/test-data';

/*
 * Issue 5 golden paths, each once in English and once in Marathi, against the real server and its
 * offline engine. Every scenario signs in with its own test number so the files run in parallel
 * (auth.e2e.ts uses ...9994–...9998, the shell spec ...9999).
 */
const PHONE = { planner: '9999999990', chat: '9999999991', explorer: '9999999992', ninetyDay: '9999999993' };
const LANGUAGES = ['english', 'marathi'] as const;
type Language = (typeof LANGUAGES)[number];

/** Every Polity and Constitution topic title in the library, in both languages. */
function polityTopics(): string[] {
  const titles: string[] = [];
  for (const subject of ['polity', 'constitution']) {
    const topics = parse(readFileSync(`content/subjects/${subject}/topics.yaml`, 'utf8')) as { topic: { en: string; mr: string } }[];
    for (const { topic } of topics) titles.push(topic.en, topic.mr);
  }
  return titles;
}

let page: Page | undefined;

// newPage (support/browser.ts) checks every page for accessibility and closes it when the test ends.

async function open(language: Language, phone: string, path: string): Promise<Page> {
  page = await newPage({ language });
  await signIn(page, phone);
  await page.goto(path);
  return page;
}

describe.each(LANGUAGES)('AI study tools in %s', (language) => {
  const marathi = language === 'marathi';

  it('generates a 2-hour Polity plan and exports it as a text file that names a Polity topic', async () => {
    const p = await open(language, PHONE.planner, '/study-planner');
    await p.getByRole('heading', { level: 1, name: marathi ? 'AI-आधारित अभ्यास नियोजक' : 'AI-Powered Study Planner' }).waitFor();
    await p.getByTestId('plan-empty').waitFor();
    const generate = p.getByTestId('generate-plan');
    expect(await generate.isDisabled()).toBe(true);

    await p.locator('select[name="subject"]').selectOption('polity');
    await p
      .getByTestId('plan-duration')
      .getByText(marathi ? '२ तास' : '2 hours')
      .click();
    expect(await p.locator('input[name="language"]:checked').inputValue()).toBe(language);
    await generate.click();

    const card = p.getByTestId('plan-card');
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getByTestId('plan-hour').count()).toBe(2);
    await card.getByTestId('engine-badge').waitFor();

    const [download] = await Promise.all([p.waitForEvent('download'), p.getByTestId('export-plan').click()]);
    expect(download.suggestedFilename()).toMatch(/^study-plan-polity-\d+\.txt$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(
      polityTopics().some((topic) => text.includes(topic)),
      `the export names a Polity topic:\n${text.slice(0, 600)}`,
    ).toBe(true);
    expect(text).toContain(marathi ? 'तास १' : 'Hour 1');
  });

  it('asks the chat a quick question and gets an answer with its sources', async () => {
    const p = await open(language, PHONE.chat, '/study-planner');
    await p.getByTestId('chat-button').click();
    const panel = p.getByTestId('chat-panel');
    await panel.waitFor();
    const chips = panel.getByTestId('quick-questions').getByRole('button');
    expect(await chips.count()).toBe(3);
    expect(await chips.first().textContent()).toBe(marathi ? 'भारतीय संविधान समजावून सांगा' : 'Explain Indian Constitution');
    await chips.first().click();

    const answer = panel.locator('[data-testid="chat-message"][data-kind="answer"]').last();
    await answer.getByTestId('source-list').waitFor({ timeout: 20_000 });
    expect((await answer.textContent())!.length).toBeGreaterThan(80);
    await answer.getByTestId('engine-badge').waitFor();
    expect(await panel.getByTestId('quick-questions').count()).toBe(0);
    expect(await panel.locator('[data-kind="error"]').count()).toBe(0);
    expect(await p.getByTestId('chat-input').isEnabled()).toBe(true);
  });

  it('says it is not sure, in the asked language, and links the closest notes instead of guessing', async () => {
    const p = await open(language, PHONE.chat, '/study-planner');
    await p.getByTestId('chat-button').click();
    const panel = p.getByTestId('chat-panel');
    await panel.waitFor();
    await p.getByTestId('chat-input').fill(marathi ? 'पाकिस्तानचे पंतप्रधान कोण आहेत?' : 'Who is the president of France?');
    await p.getByTestId('chat-send').click();

    const doubt = panel.locator('[data-testid="chat-message"][data-sure="false"]').last();
    await doubt.getByTestId('chat-not-sure').waitFor({ timeout: 20_000 });
    expect(await doubt.getByTestId('chat-not-sure').textContent()).toContain(marathi ? 'मला खात्री नाही' : "I'm not sure");
    expect(await doubt.getByTestId('source-list').count()).toBe(0);
    const links = doubt.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.count()).toBeLessThanOrEqual(3);
    await links.first().click();
    await p.waitForURL(/\/topic\//);

    const e = await open(language, PHONE.explorer, '/topic-explorer');
    await e.locator('input[name="topic"]').fill(marathi ? 'अमेरिकेचे राष्ट्राध्यक्ष' : 'president of France');
    await e.locator('select[name="subject"]').selectOption('Polity');
    await e.getByTestId('generate-topic').click();
    const notSure = e.getByTestId('topic-not-sure');
    await notSure.waitFor({ timeout: 20_000 });
    expect(await e.getByTestId('export-pdf').count()).toBe(0);
    expect(await e.getByRole('tab').count()).toBe(0);
    expect(await notSure.getByRole('link').count()).toBeGreaterThan(0);
  });

  it('explores Fundamental Rights: answers the questions, shows the score, flips a flashcard, exports the PDF', async () => {
    const p = await open(language, PHONE.explorer, '/topic-explorer');
    await p.locator('input[name="topic"]').fill(marathi ? 'मूलभूत हक्क' : 'Fundamental Rights');
    await p.locator('select[name="subject"]').selectOption('Polity');
    await p.getByTestId('generate-topic').click();

    const result = p.getByTestId('topic-result');
    await result.waitFor({ timeout: 20_000 });
    expect(await result.getByTestId('topic-not-found').count()).toBe(0);
    await result.getByTestId('engine-badge').waitFor();
    const tabs = result.getByRole('tab');
    expect(await tabs.count()).toBe(5);

    await tabs.nth(1).click();
    const questions = result.getByTestId('quiz-question');
    const count = await questions.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    for (let i = 0; i < count; i++) await questions.nth(i).locator('label').first().click();
    await result.getByTestId('show-results').click();
    const badge = result.getByTestId('score-badge');
    await badge.waitFor();
    // the score in the page's digits: Devanagari in Marathi
    const shown = /\(([0-9०-९]+)%\)/.exec((await badge.textContent())!)![1]!;
    if (marathi) expect(shown).toMatch(/^[०-९]+$/);
    const percent = Number(shown.replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d))));
    expect(await badge.getAttribute('data-variant')).toBe(percent >= 70 ? 'default' : 'destructive');
    expect(await result.getByTestId('question-result').count()).toBe(count);

    await tabs.nth(4).click();
    const card = result.getByTestId('flashcard');
    expect(await card.getAttribute('data-side')).toBe('front');
    const front = await card.getByTestId('flashcard-text').textContent();
    await card.click();
    expect(await card.getAttribute('data-side')).toBe('back');
    expect(await card.getByTestId('flashcard-text').textContent()).not.toBe(front);

    const [download] = await Promise.all([p.waitForEvent('download', { timeout: 60_000 }), result.getByTestId('export-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(marathi ? /^topic-.+\.pdf$/ : /^topic-fundamental-rights\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // the Marathi PDF embeds a Devanagari font: on a loaded CI machine the export alone can take most of a minute
  }, 150_000);

  it("creates a 90-day plan and completes today: every task toggled, then 'Complete Today's Study'", async () => {
    const p = await open(language, PHONE.ninetyDay, '/ai-study-planner');
    const form = p.getByTestId('ninety-day-form');
    await Promise.race([form.waitFor(), p.getByTestId('new-plan').waitFor()]);
    if (!(await form.isVisible())) {
      // replacing a plan and its progress is asked first
      await p.getByTestId('new-plan').click();
      await p.getByTestId('confirm-replace').click();
    }

    // The date cannot be before today, in the browser as on the server.
    await form.locator('input[name="examDate"]').fill(dateFromToday(-1));
    await form.locator('[data-subject="polity"]').click();
    await p.getByTestId('generate-ninety-day').click();
    await form.locator('[aria-invalid="true"]').waitFor();

    await form.locator('input[name="examDate"]').fill(dateFromToday(90));
    await form.locator('[data-subject="history"]').click();
    await p.getByTestId('generate-ninety-day').click();

    const overview = p.getByTestId('plan-overview');
    await overview.waitFor({ timeout: 20_000 });
    expect(await overview.getByTestId('today-index').textContent()).toMatch(marathi ? /^दिवस १ \/ [०-९]+$/ : /^Day 1 of \d+$/);
    const week = overview.getByTestId('week-day');
    expect(await week.count()).toBe(4); // today and 3 after: nothing before day 1

    const complete = overview.getByTestId('complete-day');
    expect(await complete.textContent()).toBe(marathi ? 'आजचा अभ्यास पूर्ण करा' : "Complete Today's Study");
    const toggles = overview.getByTestId('task-toggle');
    const tasks = await toggles.count();
    expect(tasks).toBeGreaterThan(0);
    for (let i = 0; i < tasks; i++) {
      expect(await complete.isDisabled()).toBe(true);
      // The tick shows once the optimistic update renders (a moment after the click), then the PATCH saves it.
      await toggles.nth(i).click();
      await expect.poll(() => toggles.nth(i).isChecked()).toBe(true);
    }
    await p.waitForFunction(() => !(document.querySelector('[data-testid="complete-day"]') as HTMLButtonElement | null)?.disabled);
    await complete.click();
    await overview.getByTestId('day-completed').waitFor();

    // It was saved: a reload shows the day completed and the progress moved.
    await p.reload();
    await p.getByTestId('day-completed').waitFor();
    expect(Number(await p.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  });
});
