// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { SubscriptionStatus } from '@shared/subscription';
import { apiError, renderWithQuery, stubFetch } from '@web/testing/query-render';
import { AccessGuard } from './access-guard';

const TRIAL: SubscriptionStatus = {
  hasAccess: true,
  isTrial: true,
  isPaid: false,
  trialDaysLeft: 6,
  planType: null,
  expiresAt: '2026-01-08T00:00:00.000Z',
};

async function renderGuarded(answer: () => Response | Promise<Response>) {
  const fetch = stubFetch({ 'GET /api/subscription/status': answer });
  await renderWithQuery(
    <Routes>
      <Route
        path="/mock-tests"
        element={
          <AccessGuard>
            <p data-testid="page">mock tests</p>
          </AccessGuard>
        }
      />
      <Route path="/pricing" element={<p data-testid="pricing">pricing</p>} />
    </Routes>,
    { path: '/mock-tests' },
  );
  return fetch;
}

const location = () => screen.getByTestId('location').textContent;

describe('AccessGuard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows 'Checking access...' while the status loads, and not the page", async () => {
    await renderGuarded(() => new Promise(() => {}));
    expect(screen.getByRole('status').textContent).toContain('Checking access...');
    expect(screen.queryByTestId('page')).toBeNull();
  });

  it('sends a candidate without access to /pricing', async () => {
    await renderGuarded(() => Response.json({ ...TRIAL, hasAccess: false, isTrial: false, trialDaysLeft: 0 }));
    expect(await screen.findByTestId('pricing')).toBeTruthy();
    expect(location()).toBe('/pricing');
    expect(screen.queryByTestId('page')).toBeNull();
  });

  it('shows the page with the yellow banner when 2 trial days are left', async () => {
    await renderGuarded(() => Response.json({ ...TRIAL, trialDaysLeft: 2 }));
    expect(await screen.findByTestId('page')).toBeTruthy();
    const banner = screen.getByTestId('trial-banner');
    expect(banner.textContent).toContain('Free trial ends in 2 days');
    expect(banner.querySelector('a')?.getAttribute('href')).toBe('/pricing');
    expect(banner.textContent).toContain('Upgrade Now');
  });

  it('says "1 day" on the last day', async () => {
    await renderGuarded(() => Response.json({ ...TRIAL, trialDaysLeft: 1 }));
    expect((await screen.findByTestId('trial-banner')).textContent).toContain('Free trial ends in 1 day');
  });

  it('shows no banner with 5 trial days left, nor on a paid plan', async () => {
    await renderGuarded(() => Response.json({ ...TRIAL, trialDaysLeft: 5 }));
    expect(await screen.findByTestId('page')).toBeTruthy();
    expect(screen.queryByTestId('trial-banner')).toBeNull();
    cleanup();
    await renderGuarded(() => Response.json({ ...TRIAL, isTrial: false, isPaid: true, trialDaysLeft: 2, planType: 'monthly' }));
    expect(await screen.findByTestId('page')).toBeTruthy();
    expect(screen.queryByTestId('trial-banner')).toBeNull();
  });

  it("shows 'Access Denied' when the status cannot be read (401: no retry)", async () => {
    const fetch = await renderGuarded(() => apiError(401, 'unauthenticated', 'Not authenticated'));
    const card = await screen.findByTestId('access-denied');
    expect(card.textContent).toContain('Subscription required to access this page');
    expect(card.querySelector('a')?.textContent).toBe('Subscribe Now');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/mock-tests');
  });
});
