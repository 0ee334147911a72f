import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { GOOD_ESSAY, MARATHI_ESSAY, WOMEN_TOPIC } from '../src/server/modules/essay/fixtures/essays';
import { newPage, SCREENS, signIn } from './support/browser';

/*
 * Screenshots of the essay page for a person to look at (not asserted): empty, generated outline, scored essay, at
 * 1280 and 390 px, English and Marathi. Run alone: ESSAY_SCREENSHOTS=1 node e2e/run.mjs e2e/essay-screens.e2e.ts
 */
const PHONES = { english: '9999999962', marathi: '9999999963' };

async function shot(page: Page, name: string, selector?: string): Promise<void> {
  const dir = process.env.ESSAY_SCREENSHOTS_DIR ?? join(process.cwd(), 'screenshots');
  mkdirSync(dir, { recursive: true });
  if (selector)
    await page
      .locator(selector)
      .first()
      .evaluate((e) => e.scrollIntoView({ block: 'start' }));
  else await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, `essay-${name}.png`) });
}

describe.runIf(process.env.ESSAY_SCREENSHOTS)('essay screenshots', () => {
  it.each(SCREENS)('%s at %i px', async (language, width) => {
    const page = await newPage({ language, width });
    const tag = `${width}-${language === 'english' ? 'en' : 'mr'}`;
    await signIn(page, PHONES[language]);
    await page.goto('/essay-practice');
    await page.getByTestId('suggested-topics').locator('button').first().waitFor();
    await shot(page, `empty-${tag}`);
    await page.getByTestId('suggested-topics').locator('button').nth(1).click();
    await page.getByTestId('generator-type').locator('label').first().click();
    await page.getByTestId('generate-essay').click();
    await page.getByTestId('generated-essay').waitFor({ timeout: 20_000 });
    await shot(page, `outline-${tag}`, '[data-testid="generated-essay"]');
    const marathi = language === 'marathi';
    await page.getByTestId('writer-topic').fill(WOMEN_TOPIC);
    if (marathi) await page.getByTestId('writer-language').locator('label').nth(1).click();
    await page.getByTestId('writer-content').fill(marathi ? MARATHI_ESSAY : GOOD_ESSAY);
    await page.getByTestId('submit-essay').click();
    await page.getByTestId('essay-result').waitFor({ timeout: 20_000 });
    await page
      .getByTestId('writer-content')
      .fill(
        `${marathi ? MARATHI_ESSAY : GOOD_ESSAY}\n\n${marathi ? 'शेवटी, महिला सक्षमीकरण हे लोकशाहीचे खरे माप आहे.' : 'Ultimately, empowerment is the measure of our democracy.'}`,
      );
    await page.getByTestId('submit-essay').click();
    await page.getByTestId('essay-comparison').waitFor({ timeout: 20_000 });
    await shot(page, `writer-${tag}`, '[data-testid="essay-writer"]');
    await shot(page, `result-${tag}`, '[data-testid="essay-result"]');
    await shot(page, `criteria-${tag}`, '[data-testid="criteria"]');
    await shot(page, `list-${tag}`, '[data-testid="your-essays"]');
  });
});
