import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LOCK_MINUTES, OTP_MAX_WRONG_TRIES, OTP_RESEND_COOLDOWN_SECONDS, OTP_SENDS_PER_HOUR, OTP_TTL_SECONDS,
} from '../../shared/auth';
import type { Clock } from '../clock';
import { AppError } from '../http/errors';
import { normaliseIndianMobile } from './phone';
import * as repo from './repo';
import type { SmsSender } from './sms';
import type { Executor } from '../db/database';

const HOUR_MS = 60 * 60 * 1000;
const LOCK_MS = OTP_LOCK_MINUTES * 60 * 1000;
/** Wrong codes per number per hour, across codes, before the number is locked for 15 minutes. */
export const OTP_FAILS_PER_HOUR = 10;

export const MESSAGES = {
  invalidPhone: 'Invalid phone number format. Please check and try again.',
  tooMany: 'Too many attempts. Please wait 15 minutes before trying again or use test number.',
  invalidOtp: 'Invalid OTP. Please check and try again.',
  expired: 'OTP has expired. Please request a new code.',
} as const;

export interface OtpDeps {
  db: Executor;
  sms: SmsSender;
  clock: Clock;
  /** HMAC key for stored codes (the session secret). */
  secret: string;
  sendsPerIpPerHour: number;
  testPhones: string[];
  testOtpCode?: string;
}

export function parsePhone(input: string): string {
  const phone = normaliseIndianMobile(input);
  if (!phone) throw new AppError(400, 'invalid_phone', MESSAGES.invalidPhone, 'phoneNumber');
  return phone;
}

export class OtpService {
  constructor(private readonly d: OtpDeps) {}

  private hash(phone: string, code: string): string {
    return createHmac('sha256', this.d.secret).update(`otp:${phone}:${code}`).digest('hex');
  }

  isTestNumber(phone: string): boolean {
    return !!this.d.testOtpCode && this.d.testPhones.includes(phone);
  }

  private async assertNotLocked(phone: string, ip: string, now: Date) {
    const lock = await repo.findLock(this.d.db, [`phone:${phone}`, `ip:${ip}`], now);
    if (lock) throw new AppError(429, 'rate_limited', MESSAGES.tooMany);
  }

  /** Sends a fresh code (replacing any live one). Same answer whether or not the number has an account. */
  async send(rawPhone: string, ip: string): Promise<{ phoneNumber: string; expiresInSeconds: number; resendAfterSeconds: number }> {
    const phone = parsePhone(rawPhone);
    const now = this.d.clock();
    const result = { phoneNumber: phone, expiresInSeconds: OTP_TTL_SECONDS, resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS };
    if (this.isTestNumber(phone)) return result;
    await this.assertNotLocked(phone, ip, now);

    const live = await repo.getOtp(this.d.db, phone);
    if (live && now.getTime() - live.sent_at.getTime() < OTP_RESEND_COOLDOWN_SECONDS * 1000) {
      const wait = Math.ceil((OTP_RESEND_COOLDOWN_SECONDS * 1000 - (now.getTime() - live.sent_at.getTime())) / 1000);
      throw new AppError(429, 'otp_cooldown', `Please wait ${wait} seconds before requesting a new code.`, undefined, { seconds: wait });
    }
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    if ((await repo.countEvents(this.d.db, 'otp-send-phone', phone, hourAgo)) >= OTP_SENDS_PER_HOUR) {
      await repo.setLock(this.d.db, `phone:${phone}`, new Date(now.getTime() + LOCK_MS));
      throw new AppError(429, 'rate_limited', MESSAGES.tooMany);
    }
    if ((await repo.countEvents(this.d.db, 'otp-send-ip', ip, hourAgo)) >= this.d.sendsPerIpPerHour) {
      await repo.setLock(this.d.db, `ip:${ip}`, new Date(now.getTime() + LOCK_MS));
      throw new AppError(429, 'rate_limited', MESSAGES.tooMany);
    }

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await repo.putOtp(this.d.db, { phone_number: phone, code_hash: this.hash(phone, code), expires_at: new Date(now.getTime() + OTP_TTL_SECONDS * 1000), sent_at: now });
    await repo.addEvent(this.d.db, 'otp-send-phone', phone, now);
    await repo.addEvent(this.d.db, 'otp-send-ip', ip, now);
    try {
      await this.d.sms.sendOtp(phone, code);
    } catch {
      await repo.deleteOtp(this.d.db, phone);
      throw new AppError(503, 'service_unavailable', 'Failed to send OTP');
    }
    return result;
  }

  /** Checks a code; on success the code is consumed. Returns the normalised phone and whether it was a test login. */
  async verify(rawPhone: string, code: string, ip: string): Promise<{ phoneNumber: string; test: boolean }> {
    const phone = parsePhone(rawPhone);
    const now = this.d.clock();
    if (this.isTestNumber(phone)) {
      if (safeEqual(code, this.d.testOtpCode!)) return { phoneNumber: phone, test: true };
      throw new AppError(400, 'otp_invalid', MESSAGES.invalidOtp, 'code');
    }
    await this.assertNotLocked(phone, ip, now);
    const row = await repo.getOtp(this.d.db, phone);
    if (!row || row.expires_at <= now || row.wrong_tries >= OTP_MAX_WRONG_TRIES) {
      if (row) await repo.deleteOtp(this.d.db, phone);
      throw new AppError(400, 'otp_expired', MESSAGES.expired);
    }
    const hash = this.hash(phone, code);
    if (!safeEqual(hash, row.code_hash)) {
      const tries = await repo.addWrongTry(this.d.db, phone);
      await repo.addEvent(this.d.db, 'otp-fail-phone', phone, now);
      if (tries >= OTP_MAX_WRONG_TRIES) {
        await repo.deleteOtp(this.d.db, phone);
        throw new AppError(400, 'otp_expired', MESSAGES.expired);
      }
      if ((await repo.countEvents(this.d.db, 'otp-fail-phone', phone, new Date(now.getTime() - HOUR_MS))) >= OTP_FAILS_PER_HOUR) {
        await repo.setLock(this.d.db, `phone:${phone}`, new Date(now.getTime() + LOCK_MS));
        await repo.deleteOtp(this.d.db, phone);
        throw new AppError(429, 'rate_limited', MESSAGES.tooMany);
      }
      throw new AppError(400, 'otp_invalid', MESSAGES.invalidOtp, 'code');
    }
    const consumed = await repo.consumeOtp(this.d.db, phone, hash, now);
    if (!consumed) throw new AppError(400, 'otp_expired', MESSAGES.expired); // a parallel submit won
    return { phoneNumber: phone, test: false };
  }
}

/** Constant-time string comparison (lengths compared first; they are not secret). */
export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
