import { z } from 'zod';
import { educationLevel } from './auth';
import { lineText } from './text';

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    lineText().max(max).nullable().optional(),
  );

/** PATCH /api/profile — the phone number is read-only and not accepted here. */
export const updateProfileRequest = z
  .object({
    firstName: optionalText(60),
    lastName: optionalText(60),
    email: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.email('must be a valid email address').max(254).nullable().optional(),
    ),
    education: educationLevel.nullable().optional(),
    college: optionalText(120),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;
