import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, signIn } from './support/browser';
import { dateFromToday } from './support/test-data';

/*
 * Issue 10's language loose ends, as a candidate meets them: a 90-day plan made in English reads in Marathi (topics
 * from the library, the fixed tasks in the page's words) after the language is switched, and back, without losing a
 * tick; a Hindi question typed in the Hindi chat is answered in Hindi around notes it says are English.
 */
const PHONE = { plan: '9999999940', hindiChat: '9999999941', marathiChat: '9999999942' };
const CODE = { english: 'en', marathi: 'mr', hindi: 'hi' } as const;

const titles = (p: Page) => p.getByTestId('task-title').allTextContents();
const LATIN = /[A-Za-z]/;
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the page language reaches saved plans and typed Hindi', () => {
  it('a 90-day plan made in English shows its tasks in Marathi after the switch, then in Hindi, and back, ticks kept', async () => {
    const p = await newPage({ language: 'english' });
    await signIn(p, PHONE.plan);
    await p.goto('/ai-study-planner');
    const form = p.getByTestId('ninety-day-form');
    await form.waitFor();
    await form.locator('input[name="examDate"]').fill(dateFromToday(120));
    await form.locator('[data-subject="polity"]').click();
    await form.locator('[data-subject="economy"]').click();
    await p.getByTestId('generate-ninety-day').click();
    const overview = p.getByTestId('plan-overview');
    await overview.waitFor({ timeout: 20_000 });

    const english = await titles(p);
    expect(english.length).toBeGreaterThan(1);
    for (const title of english) expect(title, title).toMatch(LATIN);
    await overview.getByTestId('task-toggle').first().click();
    await expect.poll(() => p.getByRole('progressbar').getAttribute('aria-valuenow').then(Number)).toBeGreaterThan(0);
    await screenshot(p, 'plan-language-en-1280');

    await p.getByTestId('language-switcher').first().selectOption('marathi');
    await expect.poll(async () => (await titles(p)).every((t) => DEVANAGARI.test(t) && !LATIN.test(t))).toBe(true);
    const marathi = await titles(p);
    expect(marathi).toHaveLength(english.length);
    expect(marathi[0]).not.toBe(english[0]);
    expect(await overview.getByTestId('task-toggle').first().isChecked()).toBe(true);
    await screenshot(p, 'plan-language-mr-1280');
    // the export speaks the page's language too
    const [download] = await Promise.all([p.waitForEvent('download'), overview.getByTestId('export-ninety-day').click()]);
    const exported = readFileSync((await download.path())!, 'utf8');
    expect(exported).toContain(`[x] ${marathi[0]} (`);
    expect(exported).not.toContain(english[0]!);
    expect(exported).toMatch(/^AI अभ्यास नियोजन/);

    // Hindi: the page's words in Hindi; the library has no Hindi, so its topics stay in the plan's language (English)
    await p.getByTestId('language-switcher').first().selectOption('hindi');
    await expect.poll(async () => (await titles(p)).some((t) => t.startsWith('प्रश्न बैंक अभ्यास: '))).toBe(true);
    const hindi = await titles(p);
    expect(hindi.find((t) => t.startsWith('प्रश्न बैंक अभ्यास: '))).toMatch(/: [A-Z]/);
    await screenshot(p, 'plan-language-hi-1280');

    await p.getByTestId('language-switcher').first().selectOption('english');
    await expect.poll(() => titles(p)).toEqual(english);

    // the same plan on a phone, opened in Marathi
    for (const language of ['marathi', 'hindi', 'english'] as const) {
      const phone = await newPage({ language, width: 390 });
      await signIn(phone, PHONE.plan);
      await phone.goto('/ai-study-planner');
      await phone.getByTestId('plan-overview').waitFor({ timeout: 20_000 });
      const shown = await titles(phone);
      expect(shown).toHaveLength(english.length);
      if (language === 'marathi') expect(shown).toEqual(marathi);
      if (language === 'english') expect(shown).toEqual(english);
      await screenshot(phone, `plan-language-${CODE[language]}-390`);
    }
  });

  /** Asks the chat on the dashboard and gives the answer's text once it is complete; the answer's top in view. */
  async function askChat(p: Page, question: string): Promise<string> {
    await p.goto('/dashboard');
    // the round button steps aside while a primary button lies under it: find a scroll position where it shows
    const button = p.getByTestId('chat-button');
    await button.waitFor({ state: 'attached' });
    for (const y of [0, 300, 600, 900, 1200, 100_000]) {
      if (await button.isVisible()) break;
      await p.evaluate((top) => window.scrollTo(0, top), y);
      await p.waitForTimeout(100);
    }
    await button.click();
    const panel = p.getByTestId('chat-panel');
    await panel.waitFor();
    await panel.getByTestId('chat-input').fill(question);
    await panel.getByTestId('chat-send').click();
    const answer = panel.locator('[data-testid="chat-message"][data-kind="answer"]').last();
    await answer.getByTestId('engine-badge').waitFor({ timeout: 20_000 });
    await answer.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    return (await answer.textContent()) ?? '';
  }

  it('a Hindi question typed in the Hindi chat is answered in Hindi, saying the notes quoted are English', async () => {
    const p = await newPage({ language: 'hindi', width: 390 });
    await signIn(p, PHONE.hindiChat);
    const text = await askChat(p, 'संविधान का अनुच्छेद 21 क्या सुरक्षा देता है?');
    expect(text).toContain('नोट्स अंग्रेज़ी में हैं:');
    expect(text).toContain('Article 21');
    expect(text).toContain('मुख्य तथ्य');
    expect(text).not.toContain('महत्त्वाचे मुद्दे');
    await p.screenshot({ path: 'screenshots/chat-hi-390.png' });
  });

  it('Marathi typed in the Marathi chat stays Marathi', async () => {
    const p = await newPage({ language: 'marathi' });
    await signIn(p, PHONE.marathiChat);
    const text = await askChat(p, 'भारतीय राज्यघटनेतील कलम २१ काय आहे?');
    expect(text).toContain('कलम २१');
    expect(text).not.toMatch(/नोट्स|Article 21/);
    await p.screenshot({ path: 'screenshots/chat-mr-1280.png' });
  });
});
