import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { newPage, SCREENS, signIn } from './support/browser';

/* Flashcards (issue 14): cards from Marathi notes reviewed with the four ratings, a missed mock question as a card. */
const PHONE = { notes: '9999999973', exam: '9999999974', offline: '9999999975' };

const NOTES = `छत्रपती शिवाजी महाराजांचा जन्म १९ फेब्रुवारी १६३० रोजी शिवनेरी किल्ल्यावर झाला. त्यांचा राज्याभिषेक ६ जून १६७४ रोजी रायगडावर झाला।
- शिवाजी महाराजांनी अष्टप्रधान मंडळाची स्थापना केली.
- अष्टप्रधान मंडळात आठ मंत्री होते आणि पेशवा हा प्रमुख होता.
- स्वराज्याची राजधानी रायगड होती आणि आरमार कोकण किनाऱ्यावर उभारले गेले.`;

const leftCount = async (p: Page) => Number(await p.getByTestId('review-left').getAttribute('data-count'));
const waitDue = (p: Page, n: number) => p.locator(`[data-testid="due-count"][data-count="${n}"]`).waitFor();
const waitLeft = (p: Page, n: number) => p.locator(`[data-testid="review-left"][data-count="${n}"]`).waitFor();

async function makeCardsFromNotes(page: Page): Promise<void> {
  await page.locator('#fc-tab-notes').click();
  await page.locator('input[name="topic"]').fill('शिवाजी महाराज');
  await page.locator('textarea[name="notes"]').fill(NOTES);
  await page.locator('label:has(input[name="fc-notes-count"][value="5"])').click();
  await page.locator('#fc-panel-notes button[type="submit"]').click();
  await page.getByTestId('deck-viewer').waitFor();
}

describe('flashcards', () => {
  it('makes cards from pasted Marathi notes, flips them, reviews them with the four ratings and undo; the due queue changes', async () => {
    const page = await newPage({ language: 'marathi' });
    await signIn(page, PHONE.notes);
    await page.goto('/flashcards');
    await waitDue(page, 0);
    await page.getByTestId('decks-empty').waitFor();

    // blank notes: the form says so and nothing is sent
    await page.locator('#fc-tab-notes').click();
    await page.locator('#fc-panel-notes button[type="submit"]').click();
    await page.locator('#fc-panel-notes [aria-invalid="true"]').first().waitFor();

    await makeCardsFromNotes(page);
    expect(await page.getByTestId('card-position').textContent()).toContain('५');
    const card = page.getByTestId('flashcard');
    expect(await card.getAttribute('data-side')).toBe('front');
    await card.click();
    expect(await card.getAttribute('data-side')).toBe('back');
    const answer = (await page.getByTestId('flashcard-text').textContent()) ?? '';
    expect(NOTES.replace(/\s+/g, ' ')).toContain(answer.trim());
    // moving to another card shows its front
    await page.getByRole('button', { name: 'पुढील' }).click();
    expect(await card.getAttribute('data-side')).toBe('front');

    await page.getByRole('button', { name: 'फ्लॅशकार्ड्सकडे परत' }).click();
    await waitDue(page, 5);
    await page.getByTestId('start-review').click();
    await waitLeft(page, 5);

    // Again, Hard, Good by the buttons; Easy by the keyboard (Space shows the answer, 4 rates)
    for (const rating of ['again', 'hard', 'good'] as const) {
      const before = await leftCount(page);
      await page.getByTestId('show-answer').click();
      const button = page.getByTestId(`rate-${rating}`);
      expect((await button.textContent())?.length).toBeGreaterThan(2); // the name and the interval
      await button.click();
      await waitLeft(page, before - 1);
    }
    await page.locator('body').press('Space');
    await page.getByTestId('rate-easy').waitFor();
    await page.keyboard.press('4');
    await waitLeft(page, 1);
    // undo the Easy: the card is back
    await page.getByTestId('undo').click();
    await waitLeft(page, 2);
    await page.getByTestId('show-answer').click();
    await page.keyboard.press('4');
    await waitLeft(page, 1);
    await page.getByRole('button', { name: 'फ्लॅशकार्ड्सकडे परत' }).click();

    // the server has the four ratings: one card (never rated) is left due now
    await waitDue(page, 1);
    const due = await page.request.get('/api/reviews/due').then((r) => r.json());
    expect(due.cards).toHaveLength(1);
    expect(due.newToday).toBe(4);
    const stats = await page.request.get('/api/reviews/stats').then((r) => r.json());
    expect(stats.days.at(-1).reviews).toBe(4);
    expect(stats.days.at(-1).again).toBe(1);
  });

  it('a question answered wrong in a mock test becomes a due card', async () => {
    const page = await newPage();
    await signIn(page, PHONE.exam);
    const origin = { Origin: new URL(page.url()).origin };
    let wrong: { question: { en: string } }[] = [];
    for (let tries = 0; tries < 3 && !wrong.length; tries++) {
      const mock = await page.request
        .post('/api/mock-test/generate', {
          headers: origin,
          data: {
            kind: 'topics',
            subjects: ['polity'],
            topics: ['polity-statutory-bodies'],
            difficulty: 'medium',
            questionCount: 5,
            language: 'english',
          },
        })
        .then((r) => r.json());
      for (const q of mock.questions) await page.request.put(`/api/attempts/${mock.id}/answers/${q.id}`, { headers: origin, data: { choice: 0 } });
      expect((await page.request.post(`/api/attempts/${mock.id}/submit`, { headers: origin })).ok()).toBe(true);
      const review = await page.request.get(`/api/attempts/${mock.id}/review`).then((r) => r.json());
      wrong = review.items.filter((i: { outcome: string }) => i.outcome === 'wrong');
    }
    expect(wrong.length).toBeGreaterThan(0);

    await page.goto('/flashcards');
    await waitDue(page, wrong.length);
    await page.getByTestId('deck-list').getByText('Missed in mock tests').waitFor();
    await page.getByTestId('start-review').click();
    const front = await page.getByTestId('flashcard-text').textContent();
    expect(wrong.some((w) => front?.includes(w.question.en))).toBe(true);
    await page.getByTestId('show-answer').click();
    expect(await page.getByTestId('flashcard').textContent()).toMatch(/Source:/);
  });

  it('keeps ratings made offline on the device and sends them when the connection is back', async () => {
    const page = await newPage();
    await signIn(page, PHONE.offline);
    await page.goto('/flashcards');
    await makeCardsFromNotes(page);
    await page.getByRole('button', { name: 'Back to flashcards' }).click();
    await waitDue(page, 5);
    await page.getByTestId('start-review').click();
    await waitLeft(page, 5);

    await page.context().setOffline(true);
    for (let n = 4; n >= 3; n--) {
      await page.getByTestId('show-answer').click();
      await page.getByTestId('rate-good').click();
      await waitLeft(page, n);
    }
    await page.getByTestId('pending-ratings').waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('abhyas:flashcards:ratings') ?? '[]').length)).toBe(2);

    await page.context().setOffline(false);
    await page.getByTestId('pending-ratings').waitFor({ state: 'detached', timeout: 40_000 });
    const due = await page.request.get('/api/reviews/due').then((r) => r.json());
    expect(due.newToday).toBe(2);
    expect(await page.evaluate(() => localStorage.getItem('abhyas:flashcards:ratings'))).toBe('[]');
  });
});

/*
 * Screenshots for a person to look at (not asserted), at 1280 and 390 px in English and Marathi, after the tests above
 * made decks: FLASHCARDS_SCREENSHOTS=/tmp/flashcards-shots node e2e/run.mjs e2e/flashcards.e2e.ts
 */
const SHOTS = process.env.FLASHCARDS_SCREENSHOTS;
describe.runIf(SHOTS)('flashcards screenshots', () => {
  it.each(SCREENS)('%s at %i px', async (language, width) => {
    mkdirSync(SHOTS!, { recursive: true });
    const tag = `${width}-${language === 'english' ? 'en' : 'mr'}`;
    const page = await newPage({ language, width });
    await signIn(page, language === 'english' ? PHONE.exam : PHONE.notes);
    await page.goto('/flashcards');
    await page.locator('[data-testid="due-count"][data-count]').waitFor();
    await page.getByTestId('flashcard-stats').waitFor();
    await page.screenshot({ path: `${SHOTS}/home-${tag}.png`, fullPage: true });
    await page.locator('#fc-tab-notes').click();
    await page.locator('#fc-panel-notes button[type="submit"]').click();
    await page.screenshot({ path: `${SHOTS}/notes-${tag}.png` });
    await page.getByTestId('deck-list').getByRole('button').first().click();
    await page.getByTestId('flashcard').click();
    await page.screenshot({ path: `${SHOTS}/deck-${tag}.png`, fullPage: true });
    await page.goto('/flashcards?review=1');
    await page.getByTestId('review-session').waitFor();
    if (await page.getByTestId('show-answer').count()) {
      await page.screenshot({ path: `${SHOTS}/review-front-${tag}.png`, fullPage: true });
      await page.getByTestId('show-answer').click();
    }
    await page.screenshot({ path: `${SHOTS}/review-back-${tag}.png`, fullPage: true });
  });
});
