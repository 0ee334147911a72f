// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { SubscriptionStatus } from '@shared/subscription';
import { apiError, renderWithQuery, sentBodies, stubFetch } from '@web/testing/query-render';
import { PENDING_PLAN_KEY } from '../lib/pending-plan';
import PricingPage from './pricing-page';

const TRIAL: SubscriptionStatus = {
  hasAccess: true,
  isTrial: true,
  isPaid: false,
  trialDaysLeft: 4,
  planType: null,
  expiresAt: '2026-01-08T00:00:00.000Z',
};
const PAID: SubscriptionStatus = {
  hasAccess: true,
  isTrial: false,
  isPaid: true,
  trialDaysLeft: 0,
  planType: 'yearly',
  expiresAt: '2027-01-09T00:00:00.000Z',
};
const CALLBACK = {
  razorpay_payment_id: 'pay_test_1',
  razorpay_payment_link_id: 'plink_test_1',
  razorpay_payment_link_reference_id: '5b4f7b3e-0000-4000-8000-000000000001',
  razorpay_payment_link_status: 'paid',
  razorpay_signature: 'abc123',
};
const returnPath = (extra: Record<string, string> = {}) => `/pricing?${new URLSearchParams({ payment: 'success', plan: 'yearly', ...extra })}`;

async function renderPricing(path: string, signedIn = true) {
  await renderWithQuery(
    <Routes>
      <Route path="/pricing" element={<PricingPage signedIn={signedIn} />} />
      <Route path="/" element={<p data-testid="home">home</p>} />
    </Routes>,
    { path },
  );
}

describe('PricingPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    toast.dismiss(); // sonner's toast list is module-wide: start each test without the last one's
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the three plans with prices, days, struck-through price, discount and the popular badge', async () => {
    stubFetch({ 'GET /api/subscription/status': () => Response.json(TRIAL) });
    await renderPricing('/pricing');
    const monthly = screen.getByTestId('plan-monthly');
    const sixMonths = screen.getByTestId('plan-6months');
    const yearly = screen.getByTestId('plan-yearly');
    expect(monthly.textContent).toContain('₹199');
    expect(monthly.textContent).toContain('for 31 days');
    expect(monthly.querySelector('del')).toBeNull();
    expect(sixMonths.textContent).toContain('Most Popular');
    expect(sixMonths.querySelector('del')?.textContent).toBe('₹1,194');
    expect(sixMonths.textContent).toContain('58% off');
    expect(yearly.textContent).toContain('₹999');
    expect(yearly.querySelector('del')?.textContent).toBe('₹2,388');
    expect(screen.getByTestId('non-refundable').textContent).toContain('non-refundable');
    expect((await screen.findByTestId('trial-active')).textContent).toContain('Free trial: 4 days left');
  });

  it('marks the current paid plan and offers every plan as an extension starting when it ends', async () => {
    stubFetch({ 'GET /api/subscription/status': () => Response.json(PAID) });
    await renderPricing('/pricing');
    const yearly = screen.getByTestId('plan-yearly');
    expect((await within(yearly).findByText('Your current plan')).textContent).toBe('Your current plan');
    expect(within(screen.getByTestId('plan-monthly')).queryByText('Your current plan')).toBeNull();
    expect(within(yearly).getByRole('button', { name: 'Extend Yearly' })).toBeTruthy();
    expect(within(screen.getByTestId('plan-monthly')).getByRole('button', { name: 'Extend Monthly' })).toBeTruthy();
    // 9 January 2027 + 31 days = 9 February 2027
    expect(screen.getByTestId('extends-monthly').textContent).toBe(
      'Adds 31 days after your plan ends on 9 January 2027: access until 9 February 2027.',
    );
    expect(screen.queryByRole('button', { name: /^Choose / })).toBeNull();
  });

  it('offers plans to choose, not to extend, during the trial', async () => {
    stubFetch({ 'GET /api/subscription/status': () => Response.json(TRIAL) });
    await renderPricing('/pricing');
    expect(await screen.findByRole('button', { name: 'Choose Monthly' })).toBeTruthy();
    expect(screen.queryByText('Your current plan')).toBeNull();
    expect(screen.queryByTestId('extends-monthly')).toBeNull();
  });

  it('says the trial has ended when there is no access', async () => {
    stubFetch({ 'GET /api/subscription/status': () => Response.json({ ...TRIAL, hasAccess: false, isTrial: false, trialDaysLeft: 0 }) });
    await renderPricing('/pricing');
    const notice = await screen.findByTestId('access-ended');
    expect(notice.textContent).toContain('Access Expired');
    expect(notice.textContent).toContain('Your free trial has ended. Please choose a plan to continue.');
  });

  it('activates with the signed callback, forgets the pending plan, and opens the app after 2.5 s', async () => {
    localStorage.setItem(PENDING_PLAN_KEY, 'yearly');
    let paid = false;
    const fetch = stubFetch({
      'GET /api/subscription/status': () => Response.json(paid ? PAID : TRIAL),
      'POST /api/subscription/activate': () => {
        paid = true;
        return Response.json({ planType: 'yearly', expiryDate: PAID.expiresAt });
      },
    });
    await renderPricing(returnPath(CALLBACK));
    expect((await screen.findByTestId('payment-success')).textContent).toContain('Your subscription has been activated immediately');
    expect(sentBodies(fetch, 'POST /api/subscription/activate')).toEqual([{ planType: 'yearly', ...CALLBACK }]);
    expect(localStorage.getItem(PENDING_PLAN_KEY)).toBeNull();
    // The status is read again after activation.
    await waitFor(() => expect(sentBodies(fetch, 'GET /api/subscription/status').length).toBeGreaterThanOrEqual(2));
    await screen.findByTestId('home', {}, { timeout: 3500 });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('on a failed activation shows the server message and retries on request', async () => {
    let attempts = 0;
    const fetch = stubFetch({
      'GET /api/subscription/status': () => Response.json(TRIAL),
      'POST /api/subscription/activate': () =>
        ++attempts === 1
          ? apiError(409, 'payment_pending', 'Payment is being processed. Please retry.')
          : Response.json({ planType: 'yearly', expiryDate: PAID.expiresAt }),
    });
    await renderPricing(returnPath(CALLBACK));
    const alert = await screen.findByTestId('payment-failed');
    expect(alert.textContent).toContain('Your payment was successful, but activation failed');
    expect(alert.textContent).toContain('Your payment is still being processed. Please try again in a moment.');
    expect(alert.textContent).toContain('pay_test_1');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('payment-success')).toBeTruthy();
    expect(sentBodies(fetch, 'POST /api/subscription/activate')).toHaveLength(2);
  });

  it('does not activate a bare payment=success: it waits for the status to say paid', async () => {
    localStorage.setItem(PENDING_PLAN_KEY, 'yearly');
    let status = TRIAL;
    const fetch = stubFetch({ 'GET /api/subscription/status': () => Response.json(status) });
    await renderPricing(returnPath());
    const note = await screen.findByTestId('payment-waiting');
    expect(note.textContent).toContain('Waiting for payment confirmation');
    expect(screen.queryByTestId('payment-success')).toBeNull();

    const checkAgain = within(note).getByRole<HTMLButtonElement>('button', { name: 'Check again' });
    await waitFor(() => expect(checkAgain.disabled).toBe(false)); // the arrival's own re-read is done
    status = PAID; // the webhook activated it meanwhile
    fireEvent.click(checkAgain);
    expect(await screen.findByTestId('payment-success')).toBeTruthy();
    expect(sentBodies(fetch, 'POST /api/subscription/activate')).toEqual([]);
    expect(localStorage.getItem(PENDING_PLAN_KEY)).toBeNull();
  });

  it('opens the checkout in a new tab and keeps the pending plan', async () => {
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const fetch = stubFetch({
      'GET /api/subscription/status': () => Response.json(TRIAL),
      'POST /api/subscription/checkout': () => Response.json({ paymentId: 'p1', planType: '6months', amount: 49900, url: 'https://pay.example/p1' }),
    });
    await renderPricing('/pricing');
    fireEvent.click(within(screen.getByTestId('plan-6months')).getByRole('button', { name: 'Choose 6 Months' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.example/p1', '_blank'));
    expect(tab.opener).toBeNull();
    expect(sentBodies(fetch, 'POST /api/subscription/checkout')).toEqual([{ planType: '6months' }]);
    expect(localStorage.getItem(PENDING_PLAN_KEY)).toBe('6months');
  });

  it("says 'Please login first' instead of paying when signed out", async () => {
    const fetch = stubFetch({ 'GET /api/subscription/status': () => apiError(401, 'unauthenticated', 'Not authenticated') });
    await renderPricing('/pricing', false);
    fireEvent.click(within(screen.getByTestId('plan-monthly')).getByRole('button', { name: 'Choose Monthly' }));
    expect(await screen.findByText('Please login first')).toBeTruthy();
    expect(sentBodies(fetch, 'POST /api/subscription/checkout')).toEqual([]);
  });

  it("shows 'Error initiating payment' with the server's reason", async () => {
    stubFetch({
      'GET /api/subscription/status': () => Response.json(TRIAL),
      'POST /api/subscription/checkout': () => apiError(503, 'payments_not_configured', 'Payments are not configured.'),
    });
    await renderPricing('/pricing');
    fireEvent.click(within(screen.getByTestId('plan-yearly')).getByRole('button', { name: 'Choose Yearly' }));
    expect(await screen.findByText('Error initiating payment')).toBeTruthy();
    expect(screen.getByText('Payments are not available right now. Please try again later.')).toBeTruthy();
  });
});
