import type { AuthConfigResponse } from '@shared/auth';
import { api } from '@web/lib/api';

/** GET /api/auth/config: which phone-auth provider to use, and (outside production) the test numbers. */
export function getAuthConfig(options?: { signal?: AbortSignal }): Promise<AuthConfigResponse> {
  return api.get<AuthConfigResponse>('/api/auth/config', options);
}
