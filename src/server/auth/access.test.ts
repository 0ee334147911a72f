import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock';
import { extendExpiry, subscriptionStatus } from './access';

const start = new Date('2026-06-01T10:00:00Z');
const at = (days: number) => new Date(start.getTime() + days * DAY_MS);

describe('subscriptionStatus (fake clock)', () => {
  it('a new user is on a 7-day trial', () => {
    const s = subscriptionStatus({ trial_started_at: start, paid_until: null, plan_type: null }, 7, start);
    expect(s).toMatchObject({ hasAccess: true, isTrial: true, isPaid: false, trialDaysLeft: 7, planType: null });
    expect(s.expiresAt).toBe(at(7).toISOString());
  });

  it('counts trial days down, rounding part days up', () => {
    const u = { trial_started_at: start, paid_until: null, plan_type: null };
    expect(subscriptionStatus(u, 7, at(5)).trialDaysLeft).toBe(2);
    expect(subscriptionStatus(u, 7, new Date(at(6).getTime() + 1000)).trialDaysLeft).toBe(1);
    const ended = subscriptionStatus(u, 7, at(7));
    expect(ended).toMatchObject({ hasAccess: false, isTrial: false, trialDaysLeft: 0 });
  });

  it('a paid plan gives access until its expiry, not a day longer', () => {
    const u = { trial_started_at: start, paid_until: at(40), plan_type: 'monthly' };
    expect(subscriptionStatus(u, 7, at(39))).toMatchObject({ hasAccess: true, isPaid: true, isTrial: false, planType: 'monthly' });
    expect(subscriptionStatus(u, 7, at(40))).toMatchObject({ hasAccess: false, isPaid: false, planType: null });
  });

  it('TRIAL_DAYS=0 means no trial', () => {
    expect(subscriptionStatus({ trial_started_at: start, paid_until: null, plan_type: null }, 0, start).hasAccess).toBe(false);
  });
});

describe('extendExpiry', () => {
  it('adds the plan days to now when nothing is active', () => {
    expect(extendExpiry(null, 'monthly', start)).toEqual(at(31));
    expect(extendExpiry(at(-3), '6months', start)).toEqual(at(186));
  });
  it('adds to the current expiry when it is later than now', () => {
    expect(extendExpiry(at(10), 'yearly', start)).toEqual(at(376));
  });
});
