/**
 * Normalises an Indian mobile number to +91XXXXXXXXXX, or returns null.
 * Accepts 9876543210, 09876543210, 919876543210, +919876543210, with spaces, dashes, dots or brackets.
 * Only ASCII digits count: Devanagari or full-width digits are refused rather than guessed at.
 * Only India (+91) is allowed, and only mobiles (10 digits starting 6–9), which also blocks SMS pumping.
 */
export function normaliseIndianMobile(input: string): string | null {
  if (typeof input !== 'string' || input.length > 32) return null;
  const trimmed = input.trim();
  if (!/^\+?[0-9 ().-]+$/.test(trimmed)) return null;
  const hasPlus = trimmed.startsWith('+');
  const digits = trimmed.replace(/[^0-9]/g, '');
  let national: string;
  if (hasPlus) {
    if (!digits.startsWith('91') || digits.length !== 12) return null;
    national = digits.slice(2);
  } else if (digits.length === 12 && digits.startsWith('91')) national = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) national = digits.slice(1);
  else if (digits.length === 10) national = digits;
  else return null;
  return /^[6-9][0-9]{9}$/.test(national) ? `+91${national}` : null;
}

export const maskPhone = (p: string) => `${p.slice(0, 3)}******${p.slice(-4)}`;
