import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditPage } from './support/a11y';
import { newPage, signIn } from './support/browser';

/* The exam engine's web half (issue 11): each scenario signs in with its own test number (e2e/support/test-data.ts). */
const PHONE = { mock: '9999999986', trial: '9999999987', paid: '9999999988' };

const pathOf = (p: Page) => new URL(p.url()).pathname;
const paletteState = (p: Page, n: number) =>
  p
    .locator('[data-testid="question-palette"] ol button')
    .nth(n - 1)
    .getAttribute('data-state');
const waitSaved = (p: Page) => p.locator('[data-testid="save-status"][data-status="saved"]').waitFor();

/** Pays for a plan through the built-in test checkout (no Razorpay keys in e2e), as auth.e2e.ts does by clicking. */
async function buyPlan(page: Page): Promise<void> {
  const res = await page.request.post('/api/subscription/checkout', {
    data: { planType: 'monthly' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(res.ok()).toBe(true);
  const { url } = (await res.json()) as { url: string };
  const checkout = await page.context().newPage();
  await checkout.goto(url);
  await checkout.locator('button[type="submit"]').click();
  await checkout.waitForURL((u) => u.pathname === '/pricing' && u.searchParams.has('razorpay_signature'));
  await checkout.getByTestId('payment-success').waitFor();
  await checkout.close();
}

describe('mock test, English', () => {
  it('configures, answers, marks, switches language, resumes after a reload, submits, and reviews with filters', async () => {
    const page = await newPage();
    await signIn(page, PHONE.mock);
    await page.goto('/mock-tests');
    await page.getByTestId('mock-config').waitFor();
    await page.getByText('No tests taken yet').waitFor();

    // No topic: the spec's message, and no test starts.
    const firstSubject = page.locator('[data-testid="mock-config"] fieldset').first().locator('input[type="checkbox"]').first();
    await firstSubject.uncheck();
    await page.getByTestId('start-mock').click();
    await page.getByText('Please select at least one topic').waitFor();
    await firstSubject.check();
    await page.getByTestId('count-choice').getByText('10', { exact: true }).click();
    await page.getByTestId('start-mock').click();
    await page.waitForURL((u) => /^\/mock-tests\/attempt\/[0-9a-f-]{36}$/.test(u.pathname));
    const attemptPath = pathOf(page);

    await page.getByText('Question 1 of 10').waitFor();
    expect(await page.getByTestId('previous-button').isDisabled()).toBe(true);
    expect(await page.getByTestId('shortcuts').textContent()).toContain('N next');
    // Q1: click an option; Q2: keyboard 2 and M; Q3: only marked; Q4: keyboard 3.
    await page.getByTestId('option-0').check();
    await page.keyboard.press('n');
    await page.getByText('Question 2 of 10').waitFor();
    await page.keyboard.press('2');
    await page.keyboard.press('m');
    await page.getByTestId('next-button').click();
    await page.getByTestId('mark-button').click();
    await page.keyboard.press('n');
    await page.keyboard.press('3');
    expect(await page.getByTestId('option-2').isChecked()).toBe(true);
    await page.keyboard.press('p');
    await page.getByText('Question 3 of 10').waitFor();
    await page.keyboard.press('n');

    // The same question in Marathi, then back.
    const english = await page.getByTestId('question-text').textContent();
    await page.getByTestId('exam-language').getByRole('button', { name: 'मराठी' }).click();
    await page.locator('[data-testid="question-text"][lang="mr"]').waitFor();
    expect(await page.getByTestId('question-text').textContent()).not.toBe(english);
    await page.getByText('Question 4 of 10').waitFor();
    await page.getByTestId('exam-language').getByRole('button', { name: 'English' }).click();
    expect(await page.getByTestId('option-2').isChecked()).toBe(true);
    await waitSaved(page);

    // Reload: the server has every answer and mark; the clock goes on from the server's deadline.
    await page.reload();
    await page.getByText('Question 1 of 10').waitFor();
    expect(pathOf(page)).toBe(attemptPath);
    expect([await paletteState(page, 1), await paletteState(page, 2), await paletteState(page, 3), await paletteState(page, 4)]).toEqual([
      'answered',
      'answered-marked',
      'marked',
      'answered',
    ]);
    expect(await paletteState(page, 5)).toBe('not-visited');
    expect(await page.getByTestId('exam-timer').textContent()).toMatch(/1[0-4]:\d\d/);

    // The palette jumps to the last question: Submit Test instead of Next, and a confirmation with counts.
    await page.locator('[data-testid="question-palette"] ol button').nth(9).click();
    await page.getByText('Question 10 of 10').waitFor();
    expect(await page.getByTestId('next-button').count()).toBe(0);
    await page.getByTestId('submit-button').click();
    await page.getByTestId('submit-dialog').waitFor();
    expect(await page.getByTestId('confirm-answered').textContent()).toBe('3');
    expect(await page.getByTestId('confirm-notAnswered').textContent()).toBe('7');
    expect(await page.getByTestId('confirm-marked').textContent()).toBe('2');
    await auditPage(page, 'submit dialog');
    await page.getByTestId('confirm-submit').click();

    await page.getByTestId('results-view').waitFor();
    await page.getByTestId('review-list').waitFor();
    expect(await page.getByTestId('review-item').count()).toBe(10);
    expect(await page.getByTestId('negative-marking').textContent()).toContain('no negative marking');
    const correct = await page.locator('[data-testid="review-item"][data-outcome="correct"]').count();
    expect(await page.getByTestId('result-score').textContent()).toBe(`${correct * 10}%`);
    await page.getByTestId('accuracy-badge').waitFor();

    await page
      .getByTestId('review-filter')
      .getByText(/^Unattempted/)
      .click();
    expect(await page.getByTestId('review-item').count()).toBe(7);
    await page
      .getByTestId('review-filter')
      .getByText(/^Marked/)
      .click();
    expect(await page.getByTestId('review-item').count()).toBe(2);
    await page
      .getByTestId('review-filter')
      .getByText(/^Wrong/)
      .click();
    expect(await page.getByTestId('review-item').count()).toBe(3 - correct);
    await page.getByTestId('review-filter').getByText(/^All/).click();
    expect(await page.getByTestId('cohort').first().textContent()).toContain('Not enough attempts yet');

    // Report a question for the content team.
    await page.getByTestId('report-button').first().click();
    await page.getByTestId('report-dialog').waitFor();
    await page.getByLabel('What is wrong?').selectOption('unclear');
    await page.getByLabel('Details (optional)').fill('Option B and C say the same thing.');
    await auditPage(page, 'report dialog');
    await page.getByTestId('send-report').click();
    await page.getByText('Thank you: the content team will check this question.').waitFor();

    // A second look (another device) opens the result, not the test; Recent Tests lists it.
    await page.reload();
    await page.getByTestId('results-view').waitFor();
    await page.getByTestId('take-another').click();
    await page.getByTestId('recent-item').first().waitFor();
    expect(await page.getByTestId('recent-item').count()).toBe(1);
  });
});

describe('full-length CSAT paper', () => {
  it('draws passages and data with their questions, and scores in marks with negative marking', async () => {
    const page = await newPage();
    await signIn(page, PHONE.trial);
    await page.goto('/mock-tests');
    await page.getByTestId('start-full-csat').click();
    await page.waitForURL((u) => /^\/mock-tests\/attempt\/[0-9a-f-]{36}$/.test(u.pathname));
    const attempt = (await page.request.get(`/api/attempts/${pathOf(page).split('/').pop()}`).then((r) => r.json())) as {
      scoring: string;
      questions: { passage?: { title: string }; data?: unknown }[];
    };
    expect(attempt.scoring).toBe('csat');
    const withPassage = attempt.questions.findIndex((q) => q.passage);
    const withData = attempt.questions.findIndex((q) => q.data);
    expect(withPassage).toBeGreaterThanOrEqual(0);
    await page.locator('[data-testid="question-palette"] ol button').nth(withPassage).click();
    await page.getByRole('heading', { name: attempt.questions[withPassage]!.passage!.title }).waitFor();
    if (withData >= 0) {
      await page.locator('[data-testid="question-palette"] ol button').nth(withData).click();
      await page.getByTestId('question-panel').locator('table caption').waitFor();
    }
    await page.getByTestId('option-0').check();
    await waitSaved(page);
    await auditPage(page, 'CSAT passage or data question');
    await page.locator('[data-testid="question-palette"] ol button').last().click();
    await page.getByTestId('submit-button').click();
    await page.getByTestId('confirm-submit').click();
    await page.getByTestId('results-view').waitFor();
    expect(await page.getByTestId('result-score').textContent()).toMatch(new RegExp(`/ ${attempt.questions.length * 2.5}$`));
    await page.getByTestId('marks-lost').waitFor();
  });
});

describe('daily exam', () => {
  it('a trial user sees the subscribe message', async () => {
    const page = await newPage();
    await signIn(page, PHONE.trial);
    await page.goto('/daily-exam');
    await page.getByTestId('daily-no-access').waitFor();
    await page.getByText('Subscribe to access Daily Exam feature').waitFor();
    expect(await page.getByTestId('daily-no-access').getByRole('link').getAttribute('href')).toBe('/pricing');
  });

  it('signed out, it asks to log in', async () => {
    const page = await newPage();
    await page.goto('/daily-exam');
    await page.getByText('Please login to access Daily Exam').waitFor();
  });

  it('a paid user takes today’s paper in Marathi on a phone and sees the result with the review', async () => {
    const page = await newPage({ language: 'marathi', width: 390 });
    await signIn(page, PHONE.paid);
    await buyPlan(page);
    await page.goto('/daily-exam');
    await page.getByTestId('daily-generate').waitFor();
    await page.getByTestId('daily-generate').getByText('मराठी', { exact: true }).click();
    await page.getByTestId('daily-generate-button').click();
    await page.getByTestId('daily-ready').waitFor();
    await page.getByText('परीक्षा यशस्वीरीत्या तयार झाली!').waitFor();
    await page.getByTestId('daily-open').click();
    await page.waitForURL((u) => /^\/daily-exam\/attempt\/[0-9a-f-]{36}$/.test(u.pathname));

    await page.getByText('प्रश्न १ / १००').waitFor();
    await page.locator('[data-testid="question-text"][lang="mr"]').waitFor();
    expect(await page.getByTestId('exam-timer').textContent()).toMatch(/^[१][:][२-३]/); // 1:2x:xx or 1:30:00 in Devanagari
    await page.getByTestId('option-1').check();
    await page.getByTestId('next-button').click();
    await page.getByTestId('option-3').check();
    await page.getByTestId('mark-button').click();
    await waitSaved(page);

    // The palette is a sheet on a phone.
    await page.getByTestId('open-palette').click();
    await page.getByTestId('palette-sheet').waitFor();
    await auditPage(page, 'palette sheet');
    await page.getByTestId('palette-sheet').locator('ol button').nth(99).click();
    await page.getByTestId('submit-button').click();
    await page.getByTestId('submit-dialog').waitFor();
    expect(await page.getByTestId('confirm-answered').textContent()).toBe('२');
    await page.getByTestId('confirm-submit').click();

    await page.getByTestId('results-view').waitFor();
    await page.getByTestId('percentile').waitFor();
    expect(await page.getByTestId('percentile').textContent()).toContain('अद्याप पुरेसे उमेदवार नाहीत');
    expect(await page.getByTestId('result-outcome').textContent()).toContain('अपात्र');
    await page.getByTestId('toggle-review').click();
    await page.getByTestId('review-list').waitFor();
    expect(await page.getByTestId('review-item').count()).toBe(100);
    await page
      .getByTestId('review-filter')
      .getByText(/^खूण केलेले/)
      .click();
    expect(await page.getByTestId('review-item').count()).toBe(1);

    // Back on /daily-exam the same day: the paper is done.
    await page.goto('/daily-exam');
    await page.getByTestId('daily-done').waitFor();
  });
});
