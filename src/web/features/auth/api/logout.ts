import { api } from '../../../lib/api';

export function logoutRequest(): Promise<void> {
  return api.post<void>('/api/auth/logout');
}
