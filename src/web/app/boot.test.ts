// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSignedIn, wasSignedIn } from '../features/auth/session-hint';
import { dropEarlySubscriptionStatus, earlySubscriptionStatus, startBoot } from './boot';

vi.mock('./route-chunks', () => ({
  loadLandingPage: vi.fn(() => Promise.resolve({ default: () => null })),
  loadLoginPage: vi.fn(() => Promise.resolve({ default: () => null })),
  loadSignedInApp: vi.fn(() => Promise.resolve({ default: () => null })),
  signedInPageLoader: vi.fn(() => vi.fn(() => Promise.resolve({ default: () => null }))),
}));
const chunks = await import('./route-chunks');

const STATUS = { hasAccess: true, isTrial: true, isPaid: false, trialDaysLeft: 6, planType: null, expiresAt: null };

function stubFetch() {
  const fetch = vi.fn(async () => Response.json(STATUS));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  dropEarlySubscriptionStatus();
  localStorage.clear();
});

describe('startBoot', () => {
  it('signed out: starts only the landing chunk on /, no API call', () => {
    const fetch = stubFetch();
    startBoot('/');
    expect(chunks.loadLandingPage).toHaveBeenCalledOnce();
    expect(chunks.loadLoginPage).not.toHaveBeenCalled();
    expect(chunks.loadSignedInApp).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    expect(earlySubscriptionStatus()).toBeNull();
  });

  it('signed out: any other path starts the login chunk (where it will be sent)', () => {
    stubFetch();
    startBoot('/study-planner');
    expect(chunks.loadLoginPage).toHaveBeenCalledOnce();
    expect(chunks.loadSignedInApp).not.toHaveBeenCalled();
  });

  it('signed in last time: starts the shell, the page and the status call together', async () => {
    const fetch = stubFetch();
    rememberSignedIn(true);
    startBoot('/study-planner');
    expect(chunks.loadSignedInApp).toHaveBeenCalledOnce();
    expect(chunks.signedInPageLoader).toHaveBeenCalledWith('/study-planner');
    expect(chunks.loadLandingPage).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledOnce();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/subscription/status');
    // readable more than once until the signed-in tree drops it
    await expect(earlySubscriptionStatus()).resolves.toEqual(STATUS);
    expect(earlySubscriptionStatus()).not.toBeNull();
    dropEarlySubscriptionStatus();
    expect(earlySubscriptionStatus()).toBeNull();
  });
});

describe('session hint', () => {
  it('is remembered and forgotten', () => {
    expect(wasSignedIn()).toBe(false);
    rememberSignedIn(true);
    expect(wasSignedIn()).toBe(true);
    rememberSignedIn(false);
    expect(wasSignedIn()).toBe(false);
  });
});
