import { useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@shared/subscription';
import { api } from '@web/lib/api';

/** GET /api/subscription/status, for the profile's plan card (the server decides access; this only shows it). */
export const usePlanStatus = () =>
  useQuery({
    queryKey: ['profile', 'plan-status'] as const,
    queryFn: ({ signal }) => api.get<SubscriptionStatus>('/api/subscription/status', { signal }),
  });
