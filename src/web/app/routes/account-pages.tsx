import { lazy } from 'react';
import { useAuthConfig } from '@web/features/auth/use-auth-config';
import { useSession } from '@web/features/auth/use-session';

const PricingPage = lazy(() => import('@web/features/subscription/components/pricing-page'));
const SubscriptionTestPage = lazy(() => import('@web/features/subscription/components/subscription-test-page'));
const ProfilePage = lazy(() => import('@web/features/profile/components/profile-page'));
const TermsPage = lazy(() => import('@web/features/terms/components/terms-page'));

/*
 * The pages that need to know about the session get it here, from the app layer, so the
 * subscription and profile features never import the auth feature.
 */

export function PricingRoute() {
  const { isAuthenticated } = useSession();
  return <PricingPage signedIn={isAuthenticated} />;
}

export function SubscriptionTestRoute() {
  const { isAuthenticated } = useSession();
  return <SubscriptionTestPage signedIn={isAuthenticated} />;
}

export function ProfileRoute() {
  const { logout } = useSession();
  return <ProfilePage onSignOut={() => void logout()} />;
}

/** /terms, signed in or out: the trial's length and the operator's contact come from the public sign-in config. */
export function TermsRoute() {
  const config = useAuthConfig();
  return <TermsPage trialDays={config?.trialDays ?? null} supportContact={config?.supportContact ?? null} />;
}
