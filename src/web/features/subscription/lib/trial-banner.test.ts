import { describe, expect, it } from 'vitest';
import { TRIAL_BANNER_MAX_DAYS as SHARED_MAX_DAYS, type SubscriptionStatus } from '@shared/subscription';
import { showsTrialBanner, TRIAL_BANNER_MAX_DAYS } from './trial-banner';

const trial = (trialDaysLeft: number, more: Partial<SubscriptionStatus> = {}): SubscriptionStatus => ({
  hasAccess: true,
  isTrial: true,
  isPaid: false,
  trialDaysLeft,
  planType: null,
  expiresAt: null,
  ...more,
});

describe('showsTrialBanner', () => {
  it('uses the shared threshold', () => {
    expect(TRIAL_BANNER_MAX_DAYS).toBe(SHARED_MAX_DAYS);
  });

  it('shows with 1 to 3 trial days left only', () => {
    expect([0, 1, 2, 3, 4, 7].map((days) => showsTrialBanner(trial(days)))).toEqual([false, true, true, true, false, false]);
  });

  it('never shows without access or outside a trial', () => {
    expect(showsTrialBanner(trial(2, { hasAccess: false }))).toBe(false);
    expect(showsTrialBanner(trial(2, { isTrial: false, isPaid: true }))).toBe(false);
  });
});
