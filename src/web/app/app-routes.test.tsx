// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import type { SessionResponse } from '@shared/auth';
import type { SubscriptionStatus } from '@shared/subscription';
import { AuthProvider } from '../features/auth/auth-provider';
import { rememberSignedIn, wasSignedIn } from '../features/auth/session-hint';
import { i18nReady } from '../testing/i18n';
import { AppRoutes } from './app-routes';

const SIGNED_IN: SessionResponse = {
  isAuthenticated: true,
  user: { id: 'u1', phoneNumber: '+919876543210', firstName: null, lastName: null, email: null, education: null, college: null },
};

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const ON_TRIAL: SubscriptionStatus = { hasAccess: true, isTrial: true, isPaid: false, trialDaysLeft: 6, planType: null, expiresAt: null };

/** Answers the session call with `session` (or fails it), the status with a trial, and every other call with 500. */
function stubApi(session: SessionResponse | 'fail', status: SubscriptionStatus = ON_TRIAL) {
  const fetch = vi.fn(async (url: string) => {
    if (url === '/api/auth/session' && session !== 'fail') return Response.json(session);
    if (url === '/api/subscription/status') return Response.json(status);
    return Response.json({ error: { code: 'internal_error', message: 'boom' } }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function renderAt(path: string) {
  await i18nReady;
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <AppRoutes />
        <Location />
      </AuthProvider>
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('route map', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the loading screen while the session is checked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    await renderAt('/');
    expect(screen.getByTestId('full-screen-spinner').textContent).toContain('Loading...');
  });

  it('treats a failing session check as signed out and sends unknown paths to /login', async () => {
    stubApi('fail');
    await renderAt('/mock-tests');
    expect(await screen.findByText('Secure Mobile Authentication')).toBeTruthy();
    expect(location()).toBe('/login');
  });

  it('shows the landing page at / when signed out', async () => {
    stubApi({ isAuthenticated: false, user: null });
    await renderAt('/');
    expect(await screen.findByRole('link', { name: 'Start Your Journey' })).toBeTruthy();
  });

  it("remembers the session answer as the next visit's loading hint, and keeps it when the call fails", async () => {
    stubApi(SIGNED_IN);
    await renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'AI-Powered Study Planner' });
    expect(wasSignedIn()).toBe(true);
    cleanup();
    stubApi('fail');
    await renderAt('/login');
    await screen.findByText('Secure Mobile Authentication');
    expect(wasSignedIn()).toBe(true);
    cleanup();
    stubApi({ isAuthenticated: false, user: null });
    await renderAt('/');
    await screen.findByRole('link', { name: 'Start Your Journey' });
    expect(wasSignedIn()).toBe(false);
    rememberSignedIn(false);
  });

  it('sends a signed-in user from / to the study planner', async () => {
    stubApi(SIGNED_IN);
    await renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'AI-Powered Study Planner' }, { timeout: 5000 })).toBeTruthy();
    expect(location()).toBe('/study-planner');
    // The chat widget's round button is there on a signed-in page.
    expect(await screen.findByTestId('chat-button')).toBeTruthy();
  });

  it('sends a signed-in user whose access ended from a guarded page to /pricing', async () => {
    stubApi(SIGNED_IN, { ...ON_TRIAL, hasAccess: false, isTrial: false, trialDaysLeft: 0 });
    await renderAt('/mock-tests');
    // the pricing page is loaded lazily: on a busy machine it takes longer than findBy's default second
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' }, { timeout: 5000 })).toBeTruthy();
    expect(location()).toBe('/pricing');
    expect(screen.getByTestId('access-ended').textContent).toContain('Access Expired');
  });

  it('leaves /book-list unguarded', async () => {
    const fetch = stubApi(SIGNED_IN, { ...ON_TRIAL, hasAccess: false, isTrial: false, trialDaysLeft: 0 });
    await renderAt('/book-list');
    expect(await screen.findByTestId('book-list')).toBeTruthy();
    expect(location()).toBe('/book-list');
    expect(fetch).not.toHaveBeenCalledWith('/api/subscription/status', expect.anything());
  });

  it('shows 404 for an unknown path when signed in', async () => {
    stubApi(SIGNED_IN);
    await renderAt('/no-such-page');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('404 Page Not Found');
  });

  it('logs out to /login even when the logout call fails', async () => {
    const fetch = stubApi(SIGNED_IN);
    await renderAt('/profile');
    fireEvent.click(await screen.findByTestId('user-menu-button'));
    fireEvent.click(screen.getByTestId('logout-button'));
    expect(await screen.findByText('Secure Mobile Authentication')).toBeTruthy();
    expect(location()).toBe('/login');
    expect(fetch).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
  });
});
