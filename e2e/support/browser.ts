import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, inject } from 'vitest';
import { auditPage } from './a11y';
import { E2E_TEST_OTP, E2E_TEST_PHONES } from './test-data';
// @ts-expect-error — plain .mjs helper shared with e2e/run.mjs
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs';

let browser: Browser | null = null;
/** Contexts opened by newPage in the running test; closed (after a last accessibility check) when it ends. */
const contexts = new Set<BrowserContext>();

export const baseURL = () => inject('baseURL');

async function getBrowser(): Promise<Browser> {
  if (browser) return browser;
  browser = await chromium.launch({
    executablePath: (chromiumPath as () => string)(),
    args: CHROMIUM_ARGS as string[],
  });
  return browser;
}

export interface PageOptions {
  width?: number;
  height?: number;
  language?: 'english' | 'marathi' | 'hindi';
}

const instrumented = new WeakSet<Page>();

/**
 * Every navigation goes through axe-core (e2e/support/a11y.ts): goto, reload and waitForURL resolve
 * only after the page they lead to has passed the WCAG 2.1 A/AA check. Pages the app opens itself
 * (a checkout tab) get the same.
 */
function checkEveryNavigation(page: Page): void {
  if (instrumented.has(page)) return;
  instrumented.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await auditPage(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await auditPage(page);
    return response;
  };
  page.waitForURL = async (...args: Parameters<Page['waitForURL']>) => {
    await waitForURL(...args);
    await auditPage(page);
  };
}

/**
 * A fresh browser context (own cookies and storage) with baseURL set, at the given viewport and
 * language. Its pages are checked for accessibility on every navigation and when the test ends, and
 * the context is closed then: specs need no cleanup of their own.
 */
export async function newPage(opts: PageOptions = {}): Promise<Page> {
  const b = await getBrowser();
  const context = await b.newContext({
    baseURL: baseURL(),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? (opts.width && opts.width < 600 ? 844 : 800) },
  });
  if (opts.language) {
    await context.addInitScript((lang) => {
      if (!sessionStorage.getItem('e2e-lang-set')) {
        localStorage.setItem('mpsc-language', lang);
        sessionStorage.setItem('e2e-lang-set', '1');
      }
    }, opts.language);
  }
  contexts.add(context);
  context.on('page', checkEveryNavigation);
  const page = await context.newPage();
  checkEveryNavigation(page);
  page.setDefaultTimeout(10_000);
  return page;
}

// Registered by this module, so every spec that opens pages through it inherits them.
afterEach(async ({ task }) => {
  const open = [...contexts];
  contexts.clear();
  try {
    // The state a test ends in (a dialog open, a generated plan) is a page a person sees too.
    if (task.result?.state !== 'fail')
      for (const context of open) for (const page of context.pages()) await auditPage(page, 'final state of the test');
  } finally {
    await Promise.all(open.map((context) => context.close()));
  }
});
afterAll(closeBrowser);

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

/** Saves a screenshot under screenshots/ for a person to look at (not asserted). */
/** The four screens every page is looked at on (screenshot specs): English and Marathi, desktop and phone. */
export const SCREENS = [
  ['english', 1280],
  ['english', 390],
  ['marathi', 1280],
  ['marathi', 390],
] as const;

export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join(process.cwd(), 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/**
 * Signs in with a test number (default: the last of E2E_TEST_PHONES; a spec that changes its user's subscription
 * passes its own) through the same two API calls the login page makes — send the code, verify it — so the session
 * cookie lands in the page's context, then opens /study-planner as the login page does. The login page itself (its
 * fields, errors, languages and accessibility) is walked through in auth.e2e.ts, a11y.e2e.ts and
 * account-screens.e2e.ts; every other spec only needs a session, and the form's fixed one-second pause before its
 * redirect plus the audited /login visit cost seconds a sign-in, about 55 times a run.
 */
export async function signIn(page: Page, phoneNumber: string = E2E_TEST_PHONES[E2E_TEST_PHONES.length - 1]!): Promise<void> {
  for (const [url, data] of [
    ['/api/auth/otp/send', { phoneNumber }],
    ['/api/auth/otp/verify', { phoneNumber, code: E2E_TEST_OTP }],
  ] as const) {
    const res = await page.request.post(url, { data });
    if (!res.ok()) throw new Error(`sign-in: ${url} answered ${res.status()} ${await res.text()}`);
  }
  await page.goto('/study-planner');
  const landed = new URL(page.url()).pathname;
  if (landed !== '/study-planner') throw new Error(`sign-in: the app opened ${landed}, not /study-planner`);
}
