import type { SessionResponse } from '@shared/auth';
import { api } from '@web/lib/api';

export function getSession(options?: { signal?: AbortSignal }): Promise<SessionResponse> {
  return api.get<SessionResponse>('/api/auth/session', options);
}
