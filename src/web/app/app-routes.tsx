import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import { useSession } from '../features/auth/use-session';
import { loadSignedInApp } from './route-chunks';
import { SignedOutRoutes } from './signed-out-routes';

const SignedInApp = lazy(loadSignedInApp);

export function AppRoutes() {
  const { isLoading, isAuthenticated } = useSession();
  if (isLoading) return <FullScreenSpinner />;
  return (
    <ErrorBoundary>
      <Suspense fallback={<FullScreenSpinner />}>{isAuthenticated ? <SignedInApp /> : <SignedOutRoutes />}</Suspense>
    </ErrorBoundary>
  );
}
