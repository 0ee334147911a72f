import type { OtpSendResponse } from '@shared/auth';
import { api } from '@web/lib/api';

/** POST /api/auth/otp/send: the number as typed; the server normalises it and sends the code. */
export function sendOtp(phoneNumber: string): Promise<OtpSendResponse> {
  return api.post<OtpSendResponse>('/api/auth/otp/send', { phoneNumber });
}
