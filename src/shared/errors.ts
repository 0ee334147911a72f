import { z } from 'zod';

/** Every error code the API can answer with. The web translates `errors:<code>`. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'invalid_phone',
  'otp_invalid',
  'otp_expired',
  'payment_invalid',
  'quota_exceeded',
  'subscription_required',
  'internal_error',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBody = z.object({
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string(), field: z.string().optional() }),
});
export type ErrorBody = z.infer<typeof errorBody>;
