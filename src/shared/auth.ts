import { z } from 'zod';

export const EDUCATION_LEVELS = ['graduate', 'post-graduate', 'phd', 'other'] as const;

/** The signed-in user as the API returns it (spec 02 §3 User). */
export const userDto = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  education: z.enum(EDUCATION_LEVELS).nullable(),
  college: z.string().nullable(),
});
export type UserDto = z.infer<typeof userDto>;

/** GET /api/auth/session */
export const sessionResponse = z.object({ isAuthenticated: z.boolean(), user: userDto.nullable() });
export type SessionResponse = z.infer<typeof sessionResponse>;
