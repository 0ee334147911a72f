import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { newPage, SCREENS, signIn } from './support/browser';

/*
 * Screenshots of the account pages for a person to look at (not asserted): the login page's code step with its resend
 * cooldown and an inline error, the terms page, Pricing and the dashboard, at 1280 and 390 px in English and Marathi.
 * Run alone: ACCOUNT_SCREENSHOTS=1 node e2e/run.mjs e2e/account-screens.e2e.ts
 */
const PHONE = '9999999969';

async function shot(page: Page, name: string): Promise<void> {
  const dir = join(process.cwd(), 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `account-${name}.png`), fullPage: true });
}

describe.runIf(process.env.ACCOUNT_SCREENSHOTS)('account screenshots', () => {
  it.each(SCREENS)('%s at %i px', async (language, width) => {
    const tag = `${width}-${language === 'english' ? 'en' : 'mr'}`;
    const visitor = await newPage({ language, width });
    await visitor.goto('/login');
    await visitor.locator('input[name="phone"]').fill(PHONE);
    await visitor.locator('[data-testid="phone-step"] button[type="submit"]').click();
    await visitor.getByTestId('otp-step').waitFor();
    await visitor.locator('[data-testid="otp-step"] button[type="submit"]').click();
    await visitor.getByTestId('code-error').waitFor();
    await shot(visitor, `login-${tag}`);
    await visitor.goto('/terms');
    await visitor.getByTestId('terms').waitFor();
    await shot(visitor, `terms-${tag}`);
    await visitor.close();

    const page = await newPage({ language, width });
    await signIn(page, PHONE);
    await page.goto('/pricing');
    await page.getByTestId('plan-monthly').waitFor();
    await shot(page, `pricing-${tag}`);
    await page.goto('/dashboard');
    await page.getByTestId('dashboard').waitFor();
    await shot(page, `dashboard-${tag}`);
    await page.close();
  });
});
