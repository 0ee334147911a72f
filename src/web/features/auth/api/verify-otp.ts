import { api } from '../../../lib/api';

/** POST /api/auth/otp/verify: the server route and its shared contract arrive with the sign-in issue. */
export function verifyOtp(phoneNumber: string, code: string): Promise<unknown> {
  return api.post<unknown>('/api/auth/otp/verify', { phoneNumber, code });
}
