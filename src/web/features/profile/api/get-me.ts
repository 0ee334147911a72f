import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDto } from '@shared/auth';
import { api } from '@web/lib/api';

/** GET /api/profile: the signed-in candidate's profile. */
export function getMe(options?: { signal?: AbortSignal }): Promise<UserDto> {
  return api.get<UserDto>('/api/profile', options);
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: ['profile', 'me'] as const, queryFn: ({ signal }) => getMe({ signal }) });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
