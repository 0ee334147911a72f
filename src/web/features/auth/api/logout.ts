import { api } from '@web/lib/api';

export function logoutRequest(): Promise<void> {
  return api.post<void>('/api/auth/logout');
}
