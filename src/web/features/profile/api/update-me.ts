import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@shared/auth';
import type { UpdateProfileRequest } from '@shared/profile';
import { api } from '@web/lib/api';
import { getMeQueryOptions } from './get-me';

/** PATCH /api/profile: answers the saved profile; a bad field comes back as 400 with `field`. */
export function updateMe(changes: UpdateProfileRequest): Promise<UserDto> {
  return api.patch<UserDto>('/api/profile', changes);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => queryClient.setQueryData(getMeQueryOptions().queryKey, user),
  });
}
