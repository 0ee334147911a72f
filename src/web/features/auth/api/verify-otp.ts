import type { LoginResponse } from '@shared/auth';
import { api } from '@web/lib/api';

/** POST /api/auth/otp/verify: on success the server sets the httpOnly session cookie. */
export function verifyOtp(phoneNumber: string, code: string): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/auth/otp/verify', { phoneNumber, code });
}
