import type { SubscriptionStatus } from '@shared/subscription';

/**
 * Spec 01 §4: the banner shows with 1 to 3 trial days left. (Mirrors TRIAL_BANNER_MAX_DAYS in
 * src/shared/subscription.ts: importing that module's values would put zod in every signed-in page's
 * JavaScript. trial-banner.test.ts keeps the two equal.)
 */
export const TRIAL_BANNER_MAX_DAYS = 3;

export function showsTrialBanner(status: SubscriptionStatus): boolean {
  return status.hasAccess && status.isTrial && status.trialDaysLeft >= 1 && status.trialDaysLeft <= TRIAL_BANNER_MAX_DAYS;
}
