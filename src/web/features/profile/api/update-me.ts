import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '../../../../shared/auth';
import type { UpdateUserRequest } from '../../../../shared/user';
import { api } from '../../../lib/api';
import { getMeQueryOptions } from './get-me';

/** PATCH /api/user/me: answers the saved profile; a bad field comes back as 400 with `field`. */
export function updateMe(changes: UpdateUserRequest): Promise<UserDto> {
  return api.patch<UserDto>('/api/user/me', changes);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => queryClient.setQueryData(getMeQueryOptions().queryKey, user),
  });
}
