import { describe, it } from 'vitest';
import { newPage, screenshot, signIn } from './support/browser';

/*
 * A candidate's tour of the feature pages, screenshotted for a person to look at (not asserted): each page as first
 * opened, in Marathi on a 390 px phone and in English at 1280 px. Run alone:
 *   TOUR_SCREENSHOTS=1 node e2e/run.mjs e2e/tour-screens.e2e.ts     (files in ./screenshots/tour-*.png)
 */
const PHONE = '9999999959';
const PAGES = [
  ['/dashboard', 'dashboard'],
  ['/study-planner', 'study-planner'],
  ['/mock-tests', 'mock-tests'],
  ['/daily-exam', 'daily-exam'],
  ['/flashcards', 'flashcards'],
  ['/current-affairs', 'current-affairs'],
  ['/essay-practice', 'essay-practice'],
  ['/mains-practice', 'mains-practice'],
  ['/interview-prep', 'interview-prep'],
  ['/maps', 'maps-page'],
  ['/scan-questions', 'scan-questions'],
  ['/syllabus-books', 'syllabus-books'],
] as const;
const VIEWS = [
  ['marathi', 390],
  ['english', 1280],
] as const;

describe.runIf(process.env.TOUR_SCREENSHOTS)('feature tour screenshots', () => {
  it.each(VIEWS)(
    '%s at %i px',
    async (language, width) => {
      const page = await newPage({ language, width });
      await signIn(page, PHONE);
      for (const [path, name] of PAGES) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `tour-${name}-${width}-${language === 'english' ? 'en' : 'mr'}`);
      }
    },
    240_000,
  );
});
