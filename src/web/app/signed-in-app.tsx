import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from '../components/error-boundary';
import { AppLayout } from '../features/shell/components/app-layout';
import { useSession } from '../features/auth/use-session';
import { getSubscriptionStatusQueryOptions } from '../features/subscription/api/get-subscription-status';
import { dropEarlySubscriptionStatus, earlySubscriptionStatus } from './boot';
import { createQueryClient } from './query-client';
import { SignedInRoutes } from './signed-in-routes';

/** The floating AI chat, on every signed-in page; its own chunk, loaded after the page. */
const ChatWidget = lazy(() => import('../features/chat/components/chat-widget'));

/**
 * Everything behind sign-in, as one lazy chunk (TanStack Query, sonner and the shell stay out of the
 * landing page). The query cache lives and dies with this tree, so after a logout the next user
 * never sees the previous user's cached answers.
 */
export default function SignedInApp() {
  const { user, logout } = useSession();
  const [queryClient] = useState(createSignedInQueryClient);
  useEffect(dropEarlySubscriptionStatus, []);

  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout user={user} onLogout={() => void logout()}>
        <SignedInRoutes />
      </AppLayout>
      {/* A broken or missing chat chunk hides only the chat, never the page. */}
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      </ErrorBoundary>
    </QueryClientProvider>
  );
}

/** The status call the boot may have started already (app/boot.ts) becomes this cache's first fetch. */
function createSignedInQueryClient() {
  const client = createQueryClient();
  const early = earlySubscriptionStatus();
  if (early) client.prefetchQuery({ ...getSubscriptionStatusQueryOptions(), queryFn: () => early }).catch(() => {});
  return client;
}
