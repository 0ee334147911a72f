import type { Page } from 'playwright-core';

/**
 * Test numbers the e2e server accepts with E2E_TEST_OTP (never in production). One per scenario;
 * the first is the accessibility spec's (a11y.e2e.ts).
 */
export const E2E_TEST_PHONES = [
  '9999999989',
  // e2e/exam.e2e.ts: mock test, trial user, paid daily exam
  '9999999986',
  '9999999987',
  '9999999988',
  '9999999990',
  '9999999991',
  '9999999992',
  '9999999993',
  '9999999994',
  '9999999995',
  '9999999996',
  '9999999997',
  '9999999998',
  // e2e/library.e2e.ts: syllabus and books, book list and 12-month plan, dashboard, Marathi
  '9999999980',
  '9999999981',
  '9999999982',
  '9999999983',
  // e2e/scanner.e2e.ts: the question scanner (scenario, screenshots en, mr)
  '9999999984',
  '9999999985',
  '9999999958',
  // e2e/essay.e2e.ts (English essay, Marathi outline) and e2e/essay-screens.e2e.ts
  '9999999960',
  '9999999961',
  '9999999962',
  '9999999963',
  // e2e/news.e2e.ts: Marathi feed and queue, summary, share, visitors
  '9999999970',
  '9999999971',
  '9999999972',
  // e2e/mains.e2e.ts: upload, correct, evaluate (Marathi); screenshots
  '9999999964',
  '9999999965',
  // e2e/flashcards.e2e.ts: notes and review, a missed mock question, offline ratings
  '9999999973',
  '9999999974',
  '9999999975',
  // e2e/maps.e2e.ts: English and Marathi at 1280 and 390 px
  '9999999976',
  '9999999977',
  '9999999978',
  '9999999979',
  // e2e/account-screens.e2e.ts (opt-in screenshots)
  '9999999969',
  // e2e/interview.e2e.ts: English, Marathi, screenshots
  '9999999966',
  '9999999967',
  '9999999968',
  // e2e/tour-screens.e2e.ts (opt-in screenshots)
  '9999999959',
  // e2e/tutor-web.e2e.ts: chat button clear of primary buttons, Marathi titles, New Plan confirmation
  '9999999950',
  '9999999951',
  '9999999952',
  '9999999953',
  // e2e/plan-language.e2e.ts: a 90-day plan's tasks after a language switch, Hindi typed in the Hindi chat
  '9999999940',
  '9999999941',
  '9999999942',
  '9999999943',
  // e2e/admin-edit.e2e.ts: the question bank desk's admins (ADMIN_PHONES in global-setup), and a candidate
  '9999999954',
  '9999999955',
  '9999999956',
  '9999999957',
  '9999999999',
];
/** Test numbers the e2e server treats as the content team's admins (ADMIN_PHONES). */
export const E2E_ADMIN_PHONES = ['9999999954', '9999999955'];
export const E2E_TEST_OTP = '123456';

/**
 * Moves the signed-in test user's trial start `daysAgo` days back (and clears any paid plan), through the
 * test-only route that exists only when NODE_ENV=test. With the default 7-day trial, 5 → 2 days left, 8 → expired.
 */
export async function ageTrial(page: Page, daysAgo: number, phoneNumber?: string): Promise<void> {
  const phone = phoneNumber ?? (await page.request.get('/api/auth/session').then((r) => r.json())).user?.phoneNumber;
  if (!phone) throw new Error('ageTrial: sign in first or pass the phone number');
  const res = await page.request.post('/api/_test/age-trial', { data: { phoneNumber: phone, daysAgo } });
  if (!res.ok()) throw new Error(`ageTrial failed: ${res.status()} ${await res.text()}`);
}

/** YYYY-MM-DD `days` from today, on this machine's clock (the browser's too). */
export function dateFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
