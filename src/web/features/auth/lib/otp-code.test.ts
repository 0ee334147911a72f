import { describe, expect, it } from 'vitest';
import { OTP_LENGTH as SHARED_OTP_LENGTH } from '@shared/auth';
import { cleanOtpInput, OTP_LENGTH } from './otp-code';

describe('otp code', () => {
  it('has the length the server checks', () => {
    expect(OTP_LENGTH).toBe(SHARED_OTP_LENGTH);
  });

  it('keeps digits only, at most 6 (pasted text, Devanagari keyboards that add spaces)', () => {
    expect(cleanOtpInput(' 12 34-56 ')).toBe('123456');
    expect(cleanOtpInput('1234567')).toBe('123456');
    expect(cleanOtpInput('abc')).toBe('');
  });
});
