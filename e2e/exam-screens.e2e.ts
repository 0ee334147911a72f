import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { auditPage } from './support/a11y';
import { newPage, SCREENS, signIn } from './support/browser';

/*
 * Screenshots of the exam pages for a person to look at (not asserted): config, exam screen, palette, confirm dialog,
 * results and review at 1280 and 390 px, English and Marathi. Run alone: EXAM_SCREENSHOTS=1 node e2e/run.mjs e2e/exam-screens.e2e.ts
 */
const PHONES = ['9999999986', '9999999988'];

async function shot(page: Page, name: string, scrollTo?: string): Promise<void> {
  const dir = join(process.cwd(), 'screenshots');
  mkdirSync(dir, { recursive: true });
  if (scrollTo) await page.locator(scrollTo).first().scrollIntoViewIfNeeded();
  else await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

describe.runIf(process.env.EXAM_SCREENSHOTS)('exam screenshots', () => {
  it.each(SCREENS)('%s at %i px', async (language, width) => {
    const page = await newPage({ language, width });
    const tag = `${width}-${language === 'english' ? 'en' : 'mr'}`;
    await signIn(page, PHONES[language === 'english' ? 0 : 1]);
    await page.goto('/mock-tests');
    await page.getByTestId('mock-config').waitFor();
    await page.getByTestId('recent-tests').locator('p, ul').first().waitFor();
    await shot(page, `config-${tag}`);
    await page.getByTestId('count-choice').locator('label').first().click();
    await page.getByTestId('start-mock').click();
    await page.waitForURL((u) => u.pathname.startsWith('/mock-tests/attempt/'));
    await page.getByTestId('option-1').check();
    await page.getByTestId('mark-button').click();
    await page.getByTestId('next-button').click();
    await page.getByTestId('option-0').check();
    await page.getByTestId('next-button').click();
    await page.locator('[data-testid="save-status"][data-status="saved"]').waitFor();
    await shot(page, `screen-${tag}`);
    if (width < 1024) {
      await page.getByTestId('open-palette').click();
      await page.getByTestId('palette-sheet').waitFor();
      await shot(page, `palette-${tag}`);
      await page.getByTestId('palette-sheet').locator('ol button').last().click();
    } else {
      await page.locator('[data-testid="question-palette"] ol button').last().click();
    }
    await page.getByTestId('submit-button').click();
    await page.getByTestId('submit-dialog').waitFor();
    await shot(page, `confirm-${tag}`);
    await page.getByTestId('confirm-submit').click();
    await page.getByTestId('review-list').waitFor();
    await auditPage(page, 'results');
    await shot(page, `results-${tag}`);
    await shot(page, `analysis-${tag}`, '[data-testid="negative-marking"]');
    await shot(page, `review-${tag}`, '[data-testid="review-item"]');
  });

  it.each([1280, 390])('a CSAT passage question at %i px', async (width) => {
    const page = await newPage({ width });
    await signIn(page, PHONES[0]);
    await page.goto('/mock-tests');
    await page.getByTestId('start-full-csat').click();
    await page.waitForURL((u) => u.pathname.startsWith('/mock-tests/attempt/'));
    const attempt = (await page.request.get(`/api/attempts/${new URL(page.url()).pathname.split('/').pop()}`).then((r) => r.json())) as {
      questions: { passage?: unknown; data?: unknown }[];
    };
    for (const [name, i] of [
      ['passage', attempt.questions.findIndex((q) => q.passage)],
      ['data', attempt.questions.findIndex((q) => q.data)],
    ] as const) {
      if (i < 0) continue;
      if (width < 1024) {
        await page.getByTestId('open-palette').click();
        await page.getByTestId('palette-sheet').locator('ol button').nth(i).click();
      } else await page.locator('[data-testid="question-palette"] ol button').nth(i).click();
      await page.getByText(`Question ${i + 1} of`).waitFor();
      if (name === 'data') await page.locator('[data-testid="question-panel"] svg.recharts-surface').first().waitFor();
      await shot(page, `csat-${name}-${width}-en`);
    }
  });
});
