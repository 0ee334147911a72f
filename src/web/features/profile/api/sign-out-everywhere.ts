import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** POST /api/auth/logout-everywhere: ends every session of the signed-in user, this one included. */
export function signOutEverywhere(): Promise<{ success: true; sessionsEnded: number }> {
  return api.post<{ success: true; sessionsEnded: number }>('/api/auth/logout-everywhere');
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
