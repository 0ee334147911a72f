import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signIn } from './support/browser';
import { ageTrial, E2E_TEST_OTP } from './support/test-data';

/*
 * Each scenario that changes its user's subscription signs in with its own test number, so the
 * scenarios (and the other specs, which use the default number) never see each other's state.
 */
const PHONE = { login: '9999999998', payment: '9999999997', manual: '9999999996', banner: '9999999995', expired: '9999999994' };

let page: Page | undefined;

// newPage (support/browser.ts) checks every page for accessibility and closes it when the test ends.

const pathOf = (p: Page) => new URL(p.url()).pathname;

describe('sign-in and sessions', () => {
  it('a test number signs in, lands on /study-planner, shows in the header, and logs out to /login', async () => {
    page = await newPage({ width: 390 });
    await page.goto('/login');
    await page.getByLabel('Mobile number').fill(PHONE.login);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('OTP Sent', { exact: true }).waitFor();
    await page.getByText('Check your phone: we sent the code to +919999999998').waitFor();

    // A wrong code is refused and the code step stays.
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await page.getByText('Verification Failed').first().waitFor();
    expect(await page.getByTestId('otp-step').count()).toBe(1);

    await page.getByLabel('Verification code').fill(E2E_TEST_OTP);
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await page.getByText('Test login successful!').waitFor();
    await page.waitForURL((url) => url.pathname === '/study-planner');

    const account = page.getByTestId('user-menu-button');
    expect(await account.textContent()).toContain('9998');
    await account.click();
    expect(await page.getByText('Logged in as').count()).toBe(1);
    expect(await page.getByTestId('user-menu-phone').textContent()).toBe('+919999999998');
    await page.getByTestId('logout-button').click();
    await page.waitForURL((url) => url.pathname === '/login');

    // The session really ended: a signed-in page now leads back to /login.
    await page.goto('/study-planner');
    await page.waitForURL((url) => url.pathname === '/login');
    const session = await page.request.get('/api/auth/session').then((r) => r.json());
    expect(session).toMatchObject({ isAuthenticated: false });
  });
});

describe('payment with the built-in test checkout', () => {
  it('a chosen plan opens the checkout in a new tab; paying there activates it and the status turns paid', async () => {
    page = await newPage();
    await signIn(page, PHONE.payment);
    await page.goto('/pricing');
    await page.getByTestId('trial-active').waitFor();

    const [checkout] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Choose 6 Months' }).click()]);
    await checkout.waitForLoadState();
    expect(pathOf(checkout)).toMatch(/^\/api\/subscription\/test-checkout\/[0-9a-f-]+$/);
    expect(await page.evaluate(() => localStorage.getItem('mpsc-pending-plan'))).toBe('6months');

    await checkout.getByRole('button', { name: 'Pay ₹499 (test)' }).click();
    await checkout.waitForURL((url) => url.pathname === '/pricing' && url.searchParams.has('razorpay_signature'));
    const success = checkout.getByTestId('payment-success');
    await success.waitFor();
    expect(await success.textContent()).toContain('Your subscription has been activated immediately');

    const status = await checkout.request.get('/api/subscription/status').then((r) => r.json());
    expect(status).toMatchObject({ hasAccess: true, isPaid: true, planType: '6months' });
    expect(await checkout.evaluate(() => localStorage.getItem('mpsc-pending-plan'))).toBeNull();
    // The app opens 2.5 s later (/ leads a signed-in user to the study planner), with no trial banner.
    await checkout.waitForURL((url) => url.pathname === '/study-planner', { timeout: 6000 });
    expect(await checkout.getByTestId('trial-banner').count()).toBe(0);

    // The first tab learns about it when it is looked at again (TanStack Query listens for visibilitychange).
    await page.bringToFront();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await page.getByTestId('plan-active').waitFor();
  });

  it('a bare payment=success (no signed callback) activates nothing', async () => {
    page = await newPage();
    await signIn(page, PHONE.manual);
    await page.goto('/pricing?payment=success&plan=yearly');
    await page.getByText('Waiting for payment confirmation').waitFor();
    const status = await page.request.get('/api/subscription/status').then((r) => r.json());
    expect(status).toMatchObject({ isPaid: false });
  });
});

describe('manual activation', () => {
  it('/subscription-test shows a non-admin an explanation and the way to Pricing; the server refuses them too', async () => {
    page = await newPage();
    await signIn(page, PHONE.manual);
    await page.goto('/subscription-test');
    await page.getByTestId('admin-only').getByText('For administrators only').waitFor();
    expect(await page.getByTestId('plan-select').count()).toBe(0);
    const refused = await page.request.post('/api/subscription/activate', { data: { planType: 'monthly' } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('admin_only');
    await page.getByRole('link', { name: 'Go to Pricing' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    const status = await page.request.get('/api/subscription/status').then((r) => r.json());
    expect(status).toMatchObject({ isPaid: false, isAdmin: false });
  });
});

describe('trial', () => {
  it("with 2 trial days left a guarded page shows the yellow banner, whose 'Upgrade Now' opens /pricing", async () => {
    page = await newPage();
    await signIn(page, PHONE.banner);
    await ageTrial(page, 5);
    await page.goto('/mock-tests');
    const banner = page.getByTestId('trial-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Free trial ends in 2 days');
    await banner.getByRole('link', { name: 'Upgrade Now' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
  });

  it("an expired trial sends a guarded page to /pricing, which says 'Access Expired'", async () => {
    page = await newPage();
    await signIn(page, PHONE.expired);
    await ageTrial(page, 8);
    await page.goto('/mock-tests');
    await page.waitForURL((url) => url.pathname === '/pricing');
    const notice = page.getByTestId('access-ended');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Access Expired');
    expect(await notice.textContent()).toContain('Your free trial has ended');
  });
});
