// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '@shared/auth';
import { apiError, renderWithQuery, sentBodies, stubFetch } from '@web/testing/query-render';
import ProfilePage from './profile-page';

const USER: UserDto = {
  id: 'u1',
  phoneNumber: '+919876543210',
  firstName: 'Asha',
  lastName: 'Patil',
  email: null,
  education: 'graduate',
  college: 'Fergusson College',
};

async function renderProfile(routes: Parameters<typeof stubFetch>[0], onSignOut = vi.fn()) {
  const fetch = stubFetch({ 'GET /api/profile': () => Response.json(USER), ...routes });
  await renderWithQuery(<ProfilePage onSignOut={onSignOut} />, { path: '/profile' });
  await screen.findByTestId('profile-details');
  return fetch;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('ProfilePage', () => {
  afterEach(() => {
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the initials, the details, and "Not set" for what is missing', async () => {
    await renderProfile({});
    expect(screen.getByTestId('profile-avatar').textContent).toBe('AP');
    const details = screen.getByTestId('profile-details');
    expect(details.textContent).toContain('Graduate');
    expect(details.textContent).toContain('Fergusson College');
    expect(details.textContent).toContain('Not set');
    expect(details.textContent).toContain('+919876543210');
  });

  it('shows the trial with its end date and days left, or the paid plan, or no plan', async () => {
    const status = { hasAccess: true, isTrial: true, isPaid: false, trialDaysLeft: 5, planType: null, expiresAt: '2026-07-31T10:00:00Z' };
    await renderProfile({ 'GET /api/subscription/status': () => Response.json(status) });
    expect((await screen.findByText(/^Free trial/)).textContent).toBe('Free trial — ends on 31 July 2026 (5 days left)');
    cleanup();
    const paid = {
      ...status,
      isTrial: false,
      isPaid: true,
      trialDaysLeft: 0,
      planType: '6months',
      expiresAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    };
    await renderProfile({ 'GET /api/subscription/status': () => Response.json(paid) });
    expect((await screen.findByText(/^6 Months plan/)).textContent).toMatch(/active until .* \(10 days left\)$/);
    cleanup();
    await renderProfile({ 'GET /api/subscription/status': () => Response.json({ ...status, hasAccess: false, isTrial: false, trialDaysLeft: 0 }) });
    await screen.findByText('No active plan. Choose a plan to continue.');
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });

  it("shows the server's field error next to that field and keeps edit mode", async () => {
    const fetch = await renderProfile({
      'PATCH /api/profile': () => apiError(400, 'validation_failed', "Invalid field 'email': must be a valid email address", 'email'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(field('Phone number').readOnly).toBe(true);
    fireEvent.change(field('Email'), { target: { value: 'asha@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const email = field('Email');
    await screen.findByText('Must be a valid email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Must be a valid email address');
    expect(field('First name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByTestId('profile-form')).toBeTruthy();
    expect(sentBodies(fetch, 'PATCH /api/profile')).toEqual([
      { firstName: 'Asha', lastName: 'Patil', email: 'asha@', education: 'graduate', college: 'Fergusson College', examDate: null },
    ]);

    // Typing in the field clears its error.
    fireEvent.change(email, { target: { value: 'asha@example.in' } });
    expect(screen.queryByText('Must be a valid email address')).toBeNull();
  });

  it('saves, shows the new details, and leaves edit mode', async () => {
    const fetch = await renderProfile({
      'PATCH /api/profile': (init) => Response.json({ ...USER, ...(JSON.parse(init.body ?? '{}') as Partial<UserDto>) }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(field('Last name'), { target: { value: '  ' } });
    fireEvent.change(field('Education'), { target: { value: 'phd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    const details = await screen.findByTestId('profile-details');
    expect(details.textContent).toContain('PhD');
    expect(screen.getByTestId('profile-avatar').textContent).toBe('A');
    expect(sentBodies(fetch, 'PATCH /api/profile')[0]).toMatchObject({ lastName: null, education: 'phd' });
  });

  it('Cancel drops the changes', async () => {
    const fetch = await renderProfile({});
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(field('First name'), { target: { value: 'Someone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByTestId('profile-details')).queryByText('Someone')).toBeNull();
    expect(sentBodies(fetch, 'PATCH /api/profile')).toEqual([]);
  });

  it('signs out from the page', async () => {
    const onSignOut = vi.fn();
    await renderProfile({}, onSignOut);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('signs out everywhere: ends every session on the server, then signs this device out', async () => {
    const onSignOut = vi.fn();
    const fetch = await renderProfile({ 'POST /api/auth/logout-everywhere': () => Response.json({ success: true, sessionsEnded: 3 }) }, onSignOut);
    expect(screen.getByText(/ends your sessions on every device/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await vi.waitFor(() => expect(onSignOut).toHaveBeenCalledOnce());
    expect(fetch).toHaveBeenCalledWith('/api/auth/logout-everywhere', expect.objectContaining({ method: 'POST' }));
  });

  it('stays signed in and says so when signing out everywhere fails', async () => {
    const onSignOut = vi.fn();
    await renderProfile({ 'POST /api/auth/logout-everywhere': () => apiError(503, 'service_unavailable', 'Database unavailable') }, onSignOut);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Could not sign out everywhere')).toBeTruthy();
    expect(onSignOut).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeTruthy();
  });

  it('offers a retry when the profile cannot load', async () => {
    let fail = true;
    stubFetch({ 'GET /api/profile': () => (fail ? apiError(500, 'internal_error', 'Database unavailable') : Response.json(USER)) });
    await renderWithQuery(<ProfilePage onSignOut={vi.fn()} />, { path: '/profile' });
    expect(await screen.findByText('Could not load your profile')).toBeTruthy();
    // a 500's text is never shown: the translated "something went wrong" is
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('profile-details')).toBeTruthy();
  });
});
