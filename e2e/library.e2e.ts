import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditPage } from './support/a11y';
import { newPage, signIn } from './support/browser';

/** Issue 13: the library (syllabus and books, book list, 12-month plan) and the candidate's home (dashboard). */
const PHONE = { books: '9999999980', lists: '9999999981', dashboard: '9999999982', marathi: '9999999983' };

/** LIBRARY_SCREENSHOTS=dir saves each page's screenshot there, for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.LIBRARY_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${dir}/${name}-top.png` });
}

const bookmarks = async (page: Page) =>
  (await page.request.get('/api/bookmarks')).json() as Promise<{ id: string; bookId: string; isRead: boolean }[]>;
const inDays = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

describe('syllabus and books', () => {
  it('filters books, bookmarks one (twice is still one), marks it read, and keeps both across a reload; My shelf shows it', async () => {
    const page = await newPage();
    await signIn(page, PHONE.books);
    await page.goto('/syllabus-books');
    await page.getByTestId('book-card').first().waitFor();
    const all = await page.getByTestId('book-card').count();
    await page.getByLabel('Subject').selectOption('Polity');
    await page.getByLabel('Paper type').selectOption('Prelims');
    await expect.poll(() => page.getByTestId('book-card').count()).toBeLessThan(all);
    expect(new URL(page.url()).searchParams.get('subject')).toBe('Polity');

    const card = page.getByTestId('book-card').first();
    const bookId = (await card.getAttribute('data-book-id'))!;
    await card.getByTestId('bookmark').click();
    await card.getByTestId('toggle-read').waitFor();
    // the same bookmark sent again (a double tap, a second tab) leaves one
    expect((await page.request.post('/api/bookmarks', { data: { bookId } })).ok()).toBe(true);
    expect((await bookmarks(page)).filter((b) => b.bookId === bookId)).toHaveLength(1);

    await card.getByTestId('toggle-read').click();
    await expect.poll(async () => (await bookmarks(page)).find((b) => b.bookId === bookId)?.isRead).toBe(true);
    await auditPage(page, 'a bookmarked book marked read');

    await page.reload();
    const again = page.locator(`[data-testid="book-card"][data-book-id="${bookId}"]`);
    await again.getByTestId('unbookmark').waitFor();
    expect(await again.getByTestId('toggle-read').getAttribute('aria-pressed')).toBe('true');

    await page.getByTestId('my-shelf').check();
    await expect.poll(() => page.getByTestId('book-card').count()).toBe(1);
    expect(await page.getByTestId('book-card').getAttribute('data-book-id')).toBe(bookId);
    await page.getByTestId('my-shelf').uncheck();
    await page.getByLabel('Search books').fill('zzzz no such book');
    await page.getByTestId('no-books').getByText('No books found').waitFor();
    await shot(page, 'syllabus-books-empty-en-1280');
    await page.getByTestId('clear-filters').click();
    await expect.poll(() => page.getByTestId('book-card').count()).toBe(all);
    await shot(page, 'syllabus-books-en-1280');
  });

  it('the Syllabus tab: tick a topic, follow a topic link and come back; the dashboard shows the coverage', async () => {
    const page = await newPage();
    await signIn(page, PHONE.books);
    await page.goto('/syllabus-books');
    await page.getByTestId('tab-syllabus').click();
    await page.getByTestId('coverage-summary').getByText('0 of').waitFor();
    const group = page.getByTestId('topic-group').first();
    await group.locator('summary').click();
    await group.getByTestId('studied').first().check();
    await page
      .getByTestId('coverage-text')
      .getByText(/^1 of \d+ topics studied/)
      .waitFor();
    await auditPage(page, 'the syllabus accordion open');
    await shot(page, 'syllabus-tab-en-1280');

    // the second topic of the group: its page, read to the end, ticks it too
    const link = group.getByTestId('topic-link').nth(1);
    const title = (await link.textContent())!;
    await link.click();
    await page.waitForURL((url) => url.pathname.startsWith('/topic/'));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByTestId('read-to-end').scrollIntoViewIfNeeded();
    await page.getByTestId('read-marked').waitFor();
    await page.getByRole('link', { name: 'Back to Syllabus' }).click();
    await page.waitForURL((url) => url.pathname === '/syllabus-books' && url.searchParams.get('tab') === 'syllabus');
    await page
      .getByTestId('coverage-text')
      .getByText(/^2 of \d+ topics studied/)
      .waitFor();

    // and the official tree links to topic pages as well
    await page.getByTestId('syllabus-paper').first().locator('summary').click();
    await page.getByTestId('syllabus-paper').first().getByRole('link').first().waitFor();

    await page.goto('/dashboard');
    const total = (await page.request.get('/api/syllabus/coverage').then((r) => r.json())).total as number;
    await page
      .getByTestId('syllabus-covered-value')
      .getByText(`${Math.round((2 / total) * 100)}%`)
      .waitFor();
    await page.getByTestId('syllabus-covered').getByText(`2 of ${total} topics studied`).waitFor();
  });
});

describe('book list and 12-month plan', () => {
  it('searches the book list by a Marathi title and a book title; High Priority and Clear All', async () => {
    const page = await newPage();
    await signIn(page, PHONE.lists);
    await page.goto('/book-list');
    await page.getByTestId('book-group').first().waitFor();
    const all = await page.getByTestId('book-group').count();
    expect(all).toBe(13);
    await page.getByLabel('Search subjects and books').fill('महाराष्ट्राचा इतिहास');
    await expect.poll(() => page.getByTestId('book-group').count()).toBe(1);
    await page.getByLabel('Search subjects and books').fill('Spectrum');
    await expect.poll(() => page.getByTestId('book-group').count()).toBeGreaterThan(0);
    const hits = await page.getByTestId('book-group').count();
    expect(hits).toBeLessThan(all);
    await page.getByTestId('clear-all').click();
    await page.getByTestId('high-priority').click();
    await expect.poll(() => page.getByTestId('book-group').count()).toBeLessThan(all);
    expect(await page.getByTestId('book-group').getByText('Medium Priority').count()).toBe(0);
    await page.getByTestId('clear-all').click();
    await expect.poll(() => page.getByTestId('book-group').count()).toBe(all);
    await page.getByTestId('advice').getByText('Revise each book at least 3 times', { exact: false }).waitFor();
    await page.getByTestId('closing-quote').waitFor();
    await shot(page, 'book-list-en-1280');
  });

  it('opens the 12-month plan with month 1 open, filters by subject, shows real progress, and exports the plan', async () => {
    const page = await newPage();
    await signIn(page, PHONE.lists);
    await page.goto('/twelve-month-plan');
    const months = page.getByTestId('month-card');
    await months.first().waitFor();
    expect(await months.count()).toBe(12);
    expect(await months.nth(0).locator('button[aria-expanded]').getAttribute('aria-expanded')).toBe('true');
    expect(await months.nth(1).locator('button[aria-expanded]').getAttribute('aria-expanded')).toBe('false');
    await months.nth(1).locator('button[aria-expanded]').click();
    expect(await months.nth(1).locator('button[aria-expanded]').getAttribute('aria-expanded')).toBe('true');

    await page.getByTestId('months-done').getByText('Not known yet').waitFor();
    const thisMonth = inDays(0).slice(0, 7);
    await page.getByTestId('start-month').fill(thisMonth);
    await page.getByTestId('months-done').getByText('0', { exact: true }).waitFor();
    await page.getByTestId('months-remaining').getByText('12', { exact: true }).waitFor();
    await page.getByText('you are here', { exact: false }).waitFor();

    await page.getByTestId('subject-filter').selectOption('economy');
    await expect.poll(() => months.count()).toBeLessThan(12);
    await page.getByTestId('subject-filter').selectOption('all');
    await page.getByLabel('Search months').fill('no such month at all');
    await page.getByTestId('no-months').waitFor();
    await page.getByLabel('Search months').fill('');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-plan').click()]);
    expect(download.suggestedFilename()).toMatch(/^twelve-month-plan-\d{8}-\d{6}\.txt$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain('1. Foundation: school textbooks and the syllabus');
    expect(text).toContain('Monday');

    await page.getByTestId('tab-weekly').click();
    await page.getByTestId('weekly-table').getByRole('rowheader', { name: 'Sunday' }).waitFor();
    await page.getByTestId('tab-tips').click();
    await page.getByTestId('success-tips').waitFor();
    await auditPage(page, 'the success tips tab');
    await page.getByTestId('tab-timeline').click();
    await shot(page, 'twelve-month-plan-en-1280');
  });
});

describe('dashboard', () => {
  it('says "not known yet" before an exam date, then shows the days to the exam after one is set', async () => {
    const page = await newPage();
    await signIn(page, PHONE.dashboard);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome back!' }).waitFor();
    await page.getByTestId('days-to-exam').getByText('Not known yet').waitFor();
    await page.getByTestId('today-tasks').getByText('No schedule available for today.', { exact: false }).waitFor();
    await shot(page, 'dashboard-empty-en-1280');
    await page.getByTestId('exam-date-input').fill(inDays(-1));
    await page.getByTestId('exam-date-save').click();
    await page.getByTestId('exam-date-form').getByRole('alert').getByText('The exam date cannot be before today.').waitFor();
    await page.getByTestId('exam-date-input').fill(inDays(30));
    await page.getByTestId('exam-date-save').click();
    await page.getByTestId('days-to-exam-value').getByText('30 days').waitFor();
    // the menu leads to the dashboard too
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-profile').waitFor();
    await page.getByTestId('user-menu-pricing').waitFor();
    await page.getByTestId('user-menu-dashboard').click();
    await page.getByTestId('ai-plan-generate').click();
    await page.getByTestId('ai-plan-result').waitFor({ timeout: 30_000 });
    await shot(page, 'dashboard-en-1280');
  });
});

describe('in Marathi, on a phone', () => {
  it('bookmarks a book, searches the book list, opens the 12-month plan and sets the exam date', async () => {
    const page = await newPage({ language: 'marathi', width: 390 });
    await signIn(page, PHONE.marathi);
    await page.goto('/syllabus-books?subject=History');
    const card = page.getByTestId('book-card').first();
    await card.getByTestId('bookmark').click();
    await card.getByText('कप्प्यात आहे').waitFor();
    await card.getByTestId('toggle-read').click();
    await card.getByText('वाचले', { exact: true }).waitFor();
    await shot(page, 'syllabus-books-mr-390');
    await page.getByTestId('tab-syllabus').click();
    await page.getByTestId('coverage-text').getByText('पैकी ० घटकांचा अभ्यास झाला', { exact: false }).waitFor();
    await page.getByTestId('topic-group').first().locator('summary').click();
    await shot(page, 'syllabus-tab-mr-390');

    await page.goto('/book-list');
    await page.getByRole('heading', { level: 1, name: 'संपूर्ण पुस्तक सूची' }).waitFor();
    await page.getByLabel('विषय व पुस्तके शोधा').fill('इतिहास');
    await expect.poll(() => page.getByTestId('book-group').count()).toBeGreaterThan(0);
    await shot(page, 'book-list-mr-390');

    await page.goto('/twelve-month-plan');
    await page.getByRole('heading', { level: 1, name: '१२ महिन्यांची योजना' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-plan').click()]);
    expect(readFileSync((await download.path())!, 'utf8')).toContain('पाया: शालेय पाठ्यपुस्तके आणि अभ्यासक्रम');
    await shot(page, 'twelve-month-plan-mr-390');

    await page.goto('/dashboard');
    await page.getByTestId('days-to-exam').getByText('अजून माहीत नाही').waitFor();
    await page.getByTestId('exam-date-input').fill(inDays(45));
    await page.getByTestId('exam-date-save').click();
    await page.getByTestId('days-to-exam-value').getByText('४५ दिवस').waitFor();
    await shot(page, 'dashboard-mr-390');
  });
});
