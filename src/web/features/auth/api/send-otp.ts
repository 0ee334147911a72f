import { api } from '../../../lib/api';

/** POST /api/auth/otp/send: the server route and its shared contract arrive with the sign-in issue. */
export function sendOtp(phoneNumber: string): Promise<unknown> {
  return api.post<unknown>('/api/auth/otp/send', { phoneNumber });
}
