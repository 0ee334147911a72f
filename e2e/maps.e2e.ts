import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditPage } from './support/a11y';
import { newPage, signIn } from './support/browser';

/**
 * Issue 17, Map Master: a category and a layer, a hotspot opened (viewed), a quiz, a find-on-map quiz, a bookmark,
 * and My Progress changing — in English and Marathi, at 1280 and 390 px. MAPS_SCREENSHOTS=dir saves the screens.
 */
const RUNS = [
  { language: 'english', width: 1280, phone: '9999999976' },
  { language: 'english', width: 390, phone: '9999999977' },
  { language: 'marathi', width: 1280, phone: '9999999978' },
  { language: 'marathi', width: 390, phone: '9999999979' },
] as const;
const LAYER = 'mh-district-headquarters';
const PREMIUM = 'mh-modern-history';

async function shot(page: Page, name: string) {
  const dir = process.env.MAPS_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const analytics = async (page: Page) =>
  (await page.request.get('/api/maps/analytics')).json() as Promise<{
    user: { hotspotsViewed: number; totalAttempts: number; locateAttempts: number };
  }>;

describe('Map Master', () => {
  for (const run of RUNS) {
    const tag = `${run.language === 'english' ? 'en' : 'mr'}-${run.width}`;
    it(`${tag}: category, layer, hotspot, quiz, find on the map, bookmark, My Progress`, { timeout: 120_000 }, async () => {
      const page = await newPage({ language: run.language, width: run.width });
      await signIn(page, run.phone);
      await page.goto('/maps');
      const map = page.getByTestId('map');
      await map.and(page.locator('[data-outlines="drawn"]')).waitFor();
      // the outlines are drawn as vectors: India's line and the six divisions
      expect(await map.locator('path').count()).toBeGreaterThanOrEqual(7);
      expect(Number(await map.getAttribute('data-markers'))).toBeGreaterThan(100);
      await shot(page, `maps-start-${tag}`);

      // a premium layer: its name and a subscribe prompt for this trial user
      await page.getByTestId('category-forts-history').click();
      await page.getByTestId(`layer-${PREMIUM}`).click();
      await page.getByTestId('premium-prompt').waitFor();
      expect(await page.getByTestId('place-list').count()).toBe(0);

      // category, then layer (the map shows only its places), then a hotspot
      await page.getByTestId('category-administrative').click();
      await page.getByTestId(`layer-${LAYER}`).click();
      await page.getByTestId('place-list').waitFor();
      await expect.poll(async () => Number(await map.getAttribute('data-markers'))).toBe(36);
      expect(await page.getByTestId('key-locations').getByTestId('place').count()).toBe(6);
      const place = page.getByTestId('place-list').getByTestId('place').nth(2);
      const hotspotId = await place.getAttribute('data-hotspot-id');
      await place.click();
      await page.locator(`[data-testid="hotspot-card"][data-hotspot-id="${hotspotId}"]`).waitFor();
      await expect.poll(async () => (await analytics(page)).user.hotspotsViewed).toBe(1);
      await page.getByTestId('bookmark-hotspot').click();
      await page.getByTestId('unbookmark-hotspot').waitFor();
      await auditPage(page, 'a hotspot open and bookmarked');
      await shot(page, `maps-hotspot-${tag}`);

      // a multiple-choice quiz: Submit waits for an answer; the server's verdict is shown
      await page.getByTestId('tab-quiz').click();
      const card = page.getByTestId('quiz-card').first();
      await card.getByTestId('start-quiz').click();
      const modal = page.getByTestId('quiz-modal');
      await modal.waitFor();
      expect(await modal.getByTestId('quiz-submit').isDisabled()).toBe(true);
      const timer = Number((await modal.getByTestId('quiz-timer').getAttribute('aria-label'))!.replace(/\D/g, '') || NaN);
      expect(Number.isNaN(timer) || timer > 0).toBe(true);
      await modal.locator('input[type="radio"]').nth(1).check();
      await shot(page, `maps-quiz-modal-${tag}`);
      await modal.getByTestId('quiz-submit').click();
      await modal.waitFor({ state: 'hidden' });
      await card.getByTestId('quiz-result').waitFor();
      await expect.poll(async () => (await analytics(page)).user.totalAttempts).toBe(1);

      // find it on the map: click, check, the true place comes back
      const locateMap = page.getByTestId('locate-map');
      await locateMap.and(page.locator('[data-outlines="drawn"]')).waitFor();
      const box = (await locateMap.boundingBox())!;
      await locateMap.click({ position: { x: box.width / 2, y: box.height / 2 } });
      await page.getByTestId('locate-check').click();
      const result = page.getByTestId('locate-result');
      await result.waitFor();
      expect(await result.textContent()).toMatch(/\d|[०-९]/);
      await expect.poll(async () => (await analytics(page)).user.locateAttempts).toBe(1);
      await auditPage(page, 'a find-on-map answer');
      await shot(page, `maps-locate-${tag}`);

      // the bookmark is listed; My Progress shows what changed
      await page.getByTestId('tab-bookmarks').click();
      await page.getByTestId('bookmark').first().waitFor();
      expect(await page.getByTestId('bookmark').count()).toBe(1);
      await shot(page, `maps-bookmarks-${tag}`);
      await page.getByTestId('analytics-button').click();
      const viewed = page.getByTestId('stat-viewed');
      await viewed.waitFor();
      expect(await viewed.textContent()).toMatch(run.language === 'english' ? /1 \/ \d+/ : /१ \/ [०-९]+/);
      expect(await page.getByTestId('stat-attempts').textContent()).toMatch(run.language === 'english' ? /\d \/ 1$/ : /[०-९] \/ १$/);
      await shot(page, `maps-progress-${tag}`);

      // remove the bookmark
      await page.getByTestId('tab-bookmarks').click();
      await page.getByTestId('remove-bookmark').click();
      await page.getByTestId('no-bookmarks').waitFor();
    });
  }
});
