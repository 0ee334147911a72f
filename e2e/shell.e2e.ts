import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signIn } from './support/browser';

/** The 16 side-navigation routes, in the order the drawer lists them. */
const NAV_ROUTES = [
  '/dashboard',
  '/study-planner',
  '/topic-explorer',
  '/scan-questions',
  '/maps',
  '/syllabus-books',
  '/book-list',
  '/mock-tests',
  '/daily-exam',
  '/essay-practice',
  '/flashcards',
  '/mains-practice',
  '/interview-prep',
  '/current-affairs',
  '/profile',
  '/twelve-month-plan',
];

let page: Page | undefined;

// newPage (support/browser.ts) checks every page for accessibility and closes it when the test ends.

const activeSlideTitle = (p: Page) => p.getByTestId('carousel-slide').locator('h2').textContent();

describe('web shell, signed out', () => {
  it('landing carousel moves to the next card within about 5 seconds', async () => {
    page = await newPage();
    await page.goto('/');
    const first = await activeSlideTitle(page);
    expect(first).toBe('AI-Powered Learning');
    const p = page;
    await expect.poll(() => activeSlideTitle(p), { timeout: 5_500, interval: 250 }).not.toBe(first);
  });

  it("'Start Your Journey' leads to the login page", async () => {
    page = await newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Your Journey' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Secure Mobile Authentication').waitFor();
    expect(await page.locator('#recaptcha-container').count()).toBe(1);
  });

  it('sends an unknown path to /login', async () => {
    page = await newPage();
    await page.goto('/no-such-page');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Send OTP' }).waitFor();
  });

  it('keeps Marathi across a reload and sets <html lang="mr">', async () => {
    page = await newPage();
    await page.goto('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByTestId('language-switcher').selectOption('marathi');
    await page.getByRole('heading', { level: 1, name: 'अभ्यास' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('mr');

    await page.reload();
    await page.getByRole('link', { name: 'तुमचा प्रवास सुरू करा' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('mr');
    expect(await page.evaluate(() => localStorage.getItem('mpsc-language'))).toBe('marathi');
    expect(await page.getByTestId('language-switcher').inputValue()).toBe('marathi');
  });
});

describe('web shell, signed in', () => {
  it('the phone drawer opens, lists the 16 areas, and closes on backdrop and on item click', async () => {
    page = await newPage({ width: 390 });
    await signIn(page);
    await page.goto('/study-planner');
    const menuButton = page.getByRole('button', { name: 'Open navigation menu' });
    const drawer = page.getByTestId('nav-drawer');

    await menuButton.click();
    await drawer.waitFor();
    const hrefs = await drawer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(NAV_ROUTES);

    // The panel covers the left of the backdrop: click the dimmed strip on the right.
    await page.getByTestId('nav-backdrop').click({ position: { x: 370, y: 400 } });
    await drawer.waitFor({ state: 'detached' });

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Mock Tests' }).click();
    await page.waitForURL('**/mock-tests');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Mock Tests' }).waitFor();
  });
});
