// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithQuery, sentBodies, stubFetch } from '@web/testing/query-render';
import SubscriptionTestPage from './subscription-test-page';

const STATUS = { hasAccess: true, isTrial: true, isPaid: false, trialDaysLeft: 5, planType: null, expiresAt: '2026-07-31T10:00:00Z' };
/** The status as an administrator's (the form shows) — the server decides again on activation. */
const ADMIN = { 'GET /api/subscription/status': () => Response.json({ ...STATUS, isAdmin: true }) };

const select = () => screen.getByTestId<HTMLSelectElement>('plan-select');
const activateButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Activate Subscription' });

describe('SubscriptionTestPage', () => {
  afterEach(() => {
    toast.dismiss(); // sonner's toast list is module-wide: start each test without the last one's
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks a signed-out visitor to log in', async () => {
    await renderWithQuery(<SubscriptionTestPage signedIn={false} />);
    expect(screen.getByText('Authentication Required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows a non-admin an explanation and the way to Pricing instead of the form', async () => {
    stubFetch({ 'GET /api/subscription/status': () => Response.json({ ...STATUS, isAdmin: false }) });
    await renderWithQuery(<SubscriptionTestPage signedIn />);
    expect(await screen.findByText('For administrators only')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Pricing' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByTestId('plan-select')).toBeNull();
  });

  it('keeps the button disabled until a plan is chosen; no option has an empty value', async () => {
    stubFetch(ADMIN);
    await renderWithQuery(<SubscriptionTestPage signedIn />);
    await screen.findByTestId('plan-select');
    expect(activateButton().disabled).toBe(true);
    expect([...select().options].map((option) => option.value)).toEqual(['none', 'monthly', '6months', 'yearly']);
    fireEvent.change(select(), { target: { value: '6months' } });
    expect(activateButton().disabled).toBe(false);
    expect(screen.getByText('The plan is activated immediately, without a payment.')).toBeTruthy();
    expect(screen.getByText('This is for users who have already paid outside the app.')).toBeTruthy();
  });

  it("shows 'Activation Failed' with the server's message for a non-admin", async () => {
    const fetch = stubFetch({
      ...ADMIN,
      'POST /api/subscription/activate': () =>
        apiError(403, 'admin_only', 'Manual activation is only for administrators. Please buy a plan on the Pricing page.'),
    });
    await renderWithQuery(<SubscriptionTestPage signedIn />);
    await screen.findByTestId('plan-select');
    fireEvent.change(select(), { target: { value: 'monthly' } });
    fireEvent.click(activateButton());
    expect(await screen.findByText('Activation Failed')).toBeTruthy();
    expect(screen.getByText('Only administrators can activate a plan without payment. Please choose a plan on the Pricing page.')).toBeTruthy();
    expect(sentBodies(fetch, 'POST /api/subscription/activate')).toEqual([{ planType: 'monthly' }]);
    expect(select().value).toBe('monthly');
  });

  it("falls back to 'Failed to activate subscription' when the server cannot be reached", async () => {
    const status = stubFetch(ADMIN);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => (init?.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : status(url, init))),
    );
    await renderWithQuery(<SubscriptionTestPage signedIn />);
    await screen.findByTestId('plan-select');
    fireEvent.change(select(), { target: { value: 'monthly' } });
    fireEvent.click(activateButton());
    expect(await screen.findByText('Failed to activate subscription')).toBeTruthy();
  });

  it("shows 'Subscription Activated!' with the end date and clears the choice", async () => {
    stubFetch({ ...ADMIN, 'POST /api/subscription/activate': () => Response.json({ planType: 'yearly', expiryDate: '2027-01-09T10:00:00.000Z' }) });
    await renderWithQuery(<SubscriptionTestPage signedIn />);
    await screen.findByTestId('plan-select');
    fireEvent.change(select(), { target: { value: 'yearly' } });
    fireEvent.click(activateButton());
    expect(await screen.findByText('Subscription Activated!')).toBeTruthy();
    expect(screen.getByText('Your Yearly plan is active until 9 January 2027.')).toBeTruthy();
    await waitFor(() => expect(select().value).toBe('none'));
    expect(activateButton().disabled).toBe(true);
  });
});
