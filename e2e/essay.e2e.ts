import { describe, expect, it } from 'vitest';
import { GOOD_ESSAY, WOMEN_TOPIC } from '../src/server/modules/essay/fixtures/essays';
import { newPage, signIn } from './support/browser';

/*
 * Issue 15, essays: write an essay in English (saved as typed, still there after a reload), score it, see it in
 * "Your Essays", revise it and see what improved; generate a Marathi outline from the library.
 */
const PHONE = { write: '9999999960', outline: '9999999961' };

describe('essay practice', () => {
  it('writes an essay in English, keeps the draft across a reload, scores it, and shows the improvement on a second attempt', async () => {
    const page = await newPage({ language: 'english' });
    await signIn(page, PHONE.write);
    await page.goto('/essay-practice');
    await page.getByRole('heading', { level: 1, name: 'Essay Practice' }).waitFor();
    await page.getByTestId('essays-empty').getByText('No essays written yet').waitFor();
    await page.getByTestId('result-empty').waitFor();

    const [intro, second] = GOOD_ESSAY.split('\n\n');
    await page.getByTestId('writer-topic').fill(WOMEN_TOPIC);
    await page.getByTestId('writer-content').fill(`${intro}\n\n${second}`);
    expect(await page.getByTestId('word-count').textContent()).toMatch(/^\d+ \/ 300 words$/);
    await page.locator('[data-testid="draft-status"][data-status="saved"]').waitFor();
    await page.reload();
    await page.getByTestId('writer-content').waitFor();
    expect(await page.getByTestId('writer-content').inputValue()).toBe(`${intro}\n\n${second}`);
    expect(await page.getByTestId('writer-topic').inputValue()).toBe(WOMEN_TOPIC);

    await page.getByTestId('submit-essay').click();
    const result = page.getByTestId('essay-result');
    await result.waitFor({ timeout: 20_000 });
    const first = Number(await result.getByTestId('essay-score').locator('span').first().textContent());
    expect(first).toBeGreaterThan(0);
    expect(await result.getByTestId('criteria').locator('li[data-testid^="criterion-"]').count()).toBe(6);
    await result.getByTestId('engine-badge').waitFor();
    await page.getByTestId('your-essays').getByTestId('essay-item').first().waitFor();

    // the second attempt: the whole essay, on the same topic
    await page.getByTestId('writer-content').fill(GOOD_ESSAY);
    await page.getByTestId('submit-essay').click();
    await page.getByTestId('essay-comparison').waitFor({ timeout: 20_000 });
    const now = Number(await page.getByTestId('essay-score').locator('span').first().textContent());
    expect(now).toBeGreaterThan(first);
    expect(Number(await page.getByTestId('change-structure').getAttribute('data-delta'))).toBeGreaterThan(0);
    // the list refetches after the result shows: wait for the second item, then there are exactly two
    await page.getByTestId('your-essays').getByTestId('essay-item').nth(1).waitFor();
    expect(await page.getByTestId('your-essays').getByTestId('essay-item').count()).toBe(2);
  });

  it('generates an outline in Marathi from a suggested topic, with its sources and the engine', async () => {
    const page = await newPage({ language: 'marathi' });
    await signIn(page, PHONE.outline);
    await page.goto('/essay-practice');
    await page.getByRole('heading', { level: 1, name: 'निबंध सराव' }).waitFor();
    expect(await page.locator('input[name="generatorLanguage"]:checked').inputValue()).toBe('marathi');
    const suggestions = page.getByTestId('suggested-topics').locator('button');
    await suggestions.first().waitFor();
    expect(await suggestions.count()).toBe(8);
    await suggestions.first().click();
    expect(await page.getByTestId('generator-topic').inputValue()).toMatch(/[\u0900-\u097F]/);
    await page.getByTestId('generator-type').getByText('रूपरेषा').click();
    await page.getByTestId('generate-essay').click();
    const generated = page.getByTestId('generated-essay');
    await generated.waitFor({ timeout: 20_000 });
    expect(await generated.getAttribute('data-found')).toBe('true');
    await generated.getByTestId('section-introduction').getByText('प्रस्तावना').waitFor();
    expect(await generated.getByTestId('section-conclusion').textContent()).toMatch(/[\u0900-\u097F]{4}/);
    await generated.getByTestId('engine-badge').waitFor();
    await generated.getByTestId('write-on-topic').click();
    expect(await page.getByTestId('writer-topic').inputValue()).toBe(await page.getByTestId('generator-topic').inputValue());
  });
});
