/**
 * Turns what a candidate typed into an E.164 number: keeps a leading '+', reads a
 * leading 91 on a 12-digit number (or a leading 0 on an 11-digit one) as Indian, and otherwise
 * prefixes +91. Checking that the result is a real Indian mobile number is the server's job.
 */
export function toE164(input: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.length === 12 && digits.startsWith('91')) return `+${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `+91${digits.slice(1)}`;
  return `+91${digits}`;
}
