/**
 * Spec 01 §9: the code is 6 digits. (Mirrors OTP_LENGTH in src/shared/auth.ts: importing that
 * module's values would bring zod into the login page's JavaScript. otp-code.test.ts keeps them equal.)
 */
export const OTP_LENGTH = 6;

/** What the code field keeps of what was typed or pasted: digits only, at most 6. */
export function cleanOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
