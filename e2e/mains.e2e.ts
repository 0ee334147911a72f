import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { renderTextPng } from '@server/ocr/test-support';
import { newPage, signIn } from './support/browser';

/** Issue 15: mains answers uploaded, read in the background, corrected and evaluated. */
const PHONE = { upload: '9999999960', screens: '9999999961' };

/** MAINS_SCREENSHOTS=dir saves each screen there, for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.MAINS_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

// A printed Marathi answer with one misspelt word ("सत्यशोदक") the candidate corrects before evaluation.
const ANSWER = [
  'महात्मा जोतीराव फुले यांनी १८७३ मध्ये सत्यशोदक समाजाची स्थापना केली.',
  'सावित्रीबाई फुले यांच्यासह त्यांनी १८४८ मध्ये पुण्यात मुलींची शाळा सुरू केली.',
  'मात्र त्यांच्या कार्याला मर्यादा होत्या; एकूणच त्यांचे योगदान महत्त्वाचे ठरले.',
];

describe('mains practice', () => {
  it('uploads a Marathi answer image, corrects a word in the transcript, evaluates it and shows the Evaluated badge and the result', async () => {
    const page = await newPage({ language: 'marathi' });
    await signIn(page, PHONE.upload);
    await page.goto('/mains-practice');
    await page.getByTestId('tab-results').click();
    await page.getByTestId('no-evaluations').getByText('अजून मूल्यमापन नाही').waitFor();
    await page.getByTestId('tab-practice').click();

    const card = page.locator('[data-testid="question"][data-question-id="mains-gs1-002"]');
    await card.getByText('जोतीराव फुले').first().waitFor();
    expect(await card.getByTestId('evaluate-answer').count()).toBe(0); // no file chosen yet
    const file = join(tmpdir(), `mains-e2e-${process.pid}.png`);
    writeFileSync(file, renderTextPng(ANSWER));
    await card.getByTestId('file-input').setInputFiles(file);
    await card.getByTestId('evaluate-answer').click();
    await card.getByTestId('reading').or(card.getByTestId('transcript')).first().waitFor();
    const text = card.getByTestId('transcript-text');
    await text.waitFor({ timeout: 60_000 });
    const read = await text.inputValue();
    expect(read).toContain('सत्यशोदक');
    await shot(page, 'mains-transcript-mr-1280');
    await text.fill(read.replace('सत्यशोदक', 'सत्यशोधक'));
    await card.getByTestId('confirm-evaluate').click();

    await card.getByTestId('evaluation').waitFor();
    await card.getByTestId('evaluated-badge').getByText('मूल्यमापन झाले').waitFor();
    expect(await card.getByTestId('evaluate-answer').count()).toBe(0);
    expect(await card.getByTestId('file-input').count()).toBe(0);
    await expect.poll(async () => card.getByTestId('score').innerText()).toMatch(/^[०-९.]+ \/ १५$/);
    await shot(page, 'mains-evaluated-mr-1280');

    await page.getByTestId('tab-results').click();
    const result = page.locator('#mains-panel-results').getByTestId('evaluation');
    await result.waitFor();
    const saved = (await (await page.request.get('/api/mains-practice/evaluations')).json()) as {
      evaluations: { answerText: string; source: string }[];
    };
    expect(saved.evaluations[0]).toMatchObject({ source: 'upload' });
    expect(saved.evaluations[0]!.answerText).toContain('सत्यशोधक समाजाची');
    expect(saved.evaluations[0]!.answerText).not.toContain('सत्यशोदक');
    await shot(page, 'mains-results-mr-1280');
  }, 120_000);

  it('screens: English at 1280 and 390, Marathi at 390, the typed-answer path', async () => {
    const page = await newPage({ language: 'english' });
    await signIn(page, PHONE.screens);
    await page.goto('/mains-practice');
    const card = page.getByTestId('question').first();
    await card.getByTestId('start-timer').click();
    await card.getByTestId('timer').waitFor();
    await shot(page, 'mains-practice-en-1280');
    await card.getByTestId('type-instead').click();
    await card.getByTestId('typed-text').fill('The revolt began at Meerut on 10 May 1857. However, it had limits.');
    await card.getByTestId('submit-typed').click();
    await card.getByTestId('evaluated-badge').getByText('Evaluated').waitFor();
    await shot(page, 'mains-typed-en-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'mains-typed-en-390');
    const mr = await newPage({ language: 'marathi', width: 390 });
    await signIn(mr, PHONE.screens);
    await mr.goto('/mains-practice');
    await mr.getByTestId('question').first().waitFor();
    await shot(mr, 'mains-practice-mr-390');
  }, 120_000);
});
