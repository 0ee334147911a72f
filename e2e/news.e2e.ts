import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signIn } from './support/browser';

/** Issue 16: current affairs — today's news in Marathi, the summary tab, sharing, practice cards into the review queue. */
const PHONE = { marathi: '9999999970', summary: '9999999971', share: '9999999972' };

/** NEWS_SCREENSHOTS=dir saves each page's screenshot there, for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.NEWS_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${dir}/${name}-top.png` });
}

/** The test items, dated today (a test-only route; the curated pack may or may not be there). */
async function withFixture(page: Page) {
  const r = await page.request.post('/api/_test/news-fixture');
  expect(r.ok()).toBe(true);
}

describe('current affairs', () => {
  it('visitors see the login message', async () => {
    const page = await newPage();
    await page.goto('/current-affairs');
    await page.getByTestId('news-signed-out').getByText('Please log in to view latest current affairs and news.').waitFor();
    await shot(page, 'news-visitor-en-1280');
  });

  it('reads today’s news in Marathi on a phone and adds an item’s flashcards to the review queue with one tap', async () => {
    const page = await newPage({ width: 390, language: 'marathi' });
    await signIn(page, PHONE.marathi);
    await withFixture(page);
    await page.goto('/current-affairs');
    const card = page.locator('[data-testid="news-card"][data-id="e2e-news-2025-07-001"]');
    await card.waitFor();
    await page.getByTestId('news-day').getByText('आज').waitFor();
    // the Marathi title and the curated Marathi summary, dates in Devanagari digits
    await card.getByText('मराठवाड्यासाठी नव्या जलजाळ्याला मंत्रिमंडळाची मान्यता').waitFor();
    expect(await card.getByTestId('news-summary').textContent()).toContain('४,००० कोटी');
    expect(await card.locator('time').textContent()).toMatch(/[०-९]/);
    await shot(page, 'news-today-mr-390');
    if (process.env.NEWS_SCREENSHOTS) {
      await card.screenshot({ path: `${process.env.NEWS_SCREENSHOTS}/news-card-mr-390.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, 'news-today-mr-1280');
      await page.setViewportSize({ width: 390, height: 844 });
    }

    await card.getByTestId('add-to-review').click();
    await card.getByTestId('add-to-review').getByText('उजळणी यादीत आहे').waitFor();
    await page.getByText(/फ्लॅशकार्ड.* तुमच्या उजळणी यादीत जोडले/).waitFor();
    // the server queued them: sending the same item again adds nothing
    const again = await page.request.post('/api/news/items/e2e-news-2025-07-001/review', { data: { language: 'mr' } });
    const body = (await again.json()) as { added: number; cards: number };
    expect(body.added).toBe(0);
    expect(body.cards).toBeGreaterThanOrEqual(1);

    await page.getByTestId('filter-scope').selectOption('world');
    await page.locator('[data-testid="news-card"][data-id="e2e-news-2025-07-003"]').waitFor();
    await expect.poll(() => page.locator('[data-testid="news-card"][data-id="e2e-news-2025-07-001"]').count()).toBe(0);
  });

  it('summarises pasted text: blank is refused, and every sentence of the offline summary is from the text', async () => {
    const page = await newPage();
    await signIn(page, PHONE.summary);
    await page.goto('/current-affairs');
    await page.getByTestId('tab-summary').click();
    await page.getByTestId('summarize').click();
    await page.getByTestId('summary-problem').getByText('Please paste the news text to summarise.').waitFor();
    const text =
      'The Reserve Bank of India kept the repo rate unchanged at 5.5 per cent. The Monetary Policy Committee voted to keep a neutral stance. ' +
      'The RBI said inflation had eased because of lower food prices. The committee meets six times a year. Its next meeting is due in August 2025. ' +
      'Analysts expect the rate to stay where it is for some months. Banks have passed on earlier cuts to borrowers.';
    await page.getByTestId('summary-text').fill(text);
    await page.getByTestId('summarize').click();
    const result = page.getByTestId('summary-result');
    await result.waitFor();
    const summary = (await result.locator('p').first().textContent())!;
    const sentences = summary.split(/(?<=\.)\s+/).filter(Boolean);
    expect(sentences.length).toBeGreaterThan(0);
    for (const s of sentences) expect(text).toContain(s);
    await result.getByText('Made offline').waitFor();
    await shot(page, 'news-summary-en-1280');
  });

  it('the share link carries the title, the summary and the source', async () => {
    const page = await newPage();
    await signIn(page, PHONE.share);
    await withFixture(page);
    await page.goto('/current-affairs');
    const card = page.locator('[data-testid="news-card"][data-id="e2e-news-2025-07-002"]');
    await card.waitFor();
    await shot(page, 'news-today-en-1280');
    if (process.env.NEWS_SCREENSHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'news-today-en-390');
      await card.screenshot({ path: `${process.env.NEWS_SCREENSHOTS}/news-card-en-390.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    const summary = (await card.getByTestId('news-summary').textContent())!;
    const href = (await card.getByTestId('share-whatsapp').getAttribute('href'))!;
    const url = new URL(href);
    expect(url.hostname).toBe('wa.me');
    const shared = url.searchParams.get('text')!;
    expect(shared).toContain('RBI keeps repo rate unchanged at 5.5 per cent');
    expect(shared).toContain(summary);
    expect(shared).toContain('Reserve Bank of India: https://www.rbi.org.in/');
  });
});
