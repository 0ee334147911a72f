import { useEffect, useState } from 'react';
import type { AuthConfigResponse } from '@shared/auth';
import { getAuthConfig } from './api/get-auth-config';

/**
 * The login page's config, or null until (or unless) it arrives: sign-in never waits for it, since
 * the built-in provider needs nothing from it.
 */
export function useAuthConfig(): AuthConfigResponse | null {
  const [config, setConfig] = useState<AuthConfigResponse | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getAuthConfig({ signal: controller.signal }).then(setConfig, () => {});
    return () => controller.abort();
  }, []);
  return config;
}
