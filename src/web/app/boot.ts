import type { SubscriptionStatus } from '@shared/subscription';
import { wasSignedIn } from '../features/auth/session-hint';
import { api } from '../lib/api';
import { loadLandingPage, loadLoginPage, loadSignedInApp, signedInPageLoader } from './route-chunks';

let earlySubscription: Promise<SubscriptionStatus> | null = null;

const ignore = () => {};

/**
 * Runs once in the entry, before the first render: starts what the first screen will need in parallel
 * with the session call instead of after it (bench/web-budget). Signed out (or unknown): the landing or
 * login chunk. Signed in last time: the signed-in shell, the page's chunk and the subscription status,
 * so the chain is session ‖ status ‖ code instead of session → shell → status → page. A wrong guess
 * costs one unused download; what is shown still follows the session call.
 */
export function startBoot(pathname: string): void {
  if (wasSignedIn()) {
    loadSignedInApp().catch(ignore);
    signedInPageLoader(pathname)?.().catch(ignore);
    earlySubscription = api.get<SubscriptionStatus>('/api/subscription/status');
    earlySubscription.catch(ignore);
  } else if (pathname === '/') {
    loadLandingPage().catch(ignore);
  } else {
    loadLoginPage().catch(ignore);
  }
}

/**
 * The status call the boot started, for the first signed-in tree's query cache. Not cleared on read:
 * React may render that tree more than once before it mounts (a child suspends); the tree drops it
 * once mounted, so a later sign-in never sees it.
 */
export function earlySubscriptionStatus(): Promise<SubscriptionStatus> | null {
  return earlySubscription;
}

export function dropEarlySubscriptionStatus(): void {
  earlySubscription = null;
}
