import { z } from 'zod';
import { EDUCATION_LEVELS } from './constants';

export { EDUCATION_LEVELS };
export const educationLevel = z.enum(EDUCATION_LEVELS);

/** The signed-in user as the API returns it. */
export const userDto = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  education: educationLevel.nullable(),
  college: z.string().nullable(),
  /** YYYY-MM-DD, the exam the candidate prepares for (the dashboard counts down to it). */
  examDate: z.string().nullable().optional(),
});
export type UserDto = z.infer<typeof userDto>;

/** GET /api/auth/session */
export const sessionResponse = z.object({ isAuthenticated: z.boolean(), user: userDto.nullable() });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_SENDS_PER_HOUR = 5;
export const OTP_LOCK_MINUTES = 15;

/** POST /api/auth/otp/send — the number as typed; the server normalises it to +91XXXXXXXXXX. */
export const otpSendRequest = z.object({ phoneNumber: z.string().max(32) }).strict();
export const otpSendResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  phoneNumber: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type OtpSendResponse = z.infer<typeof otpSendResponse>;

/** POST /api/auth/otp/verify — `code` must be exactly 6 ASCII digits. */
export const otpVerifyRequest = z
  .object({ phoneNumber: z.string().max(32), code: z.string().regex(/^[0-9]{6}$/, 'must be exactly 6 digits') })
  .strict();
export const loginResponse = z.object({ success: z.literal(true), message: z.string(), user: userDto });
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/auth/firebase-verify (optional Firebase phone auth, verified on the server). */
export const firebaseVerifyRequest = z
  .object({ idToken: z.string().min(20).max(8192), phoneNumber: z.string().max(32), uid: z.string().min(1).max(128) })
  .strict();

/** GET /api/auth/config — what the login page needs to know (public values only). */
export const authConfigResponse = z.object({
  firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string(), appId: z.string().optional() }).nullable(),
  /** Outside production, the test numbers and code (so the login page can say they exist). */
  testNumbers: z.array(z.string()),
  /** For the terms page (linked from the login page): the free trial's length and the operator's contact, if published. */
  trialDays: z.number().int().min(0),
  supportContact: z.string().nullable(),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponse>;
