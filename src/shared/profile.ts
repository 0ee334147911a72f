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
    /** YYYY-MM-DD, not before today (India); empty or null clears it. */
    examDate: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
        .nullable()
        .optional(),
    ),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;
