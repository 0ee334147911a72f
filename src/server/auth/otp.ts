import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_MAX_WRONG_TRIES, OTP_RESEND_COOLDOWN_SECONDS, OTP_SENDS_PER_HOUR, OTP_TTL_SECONDS } from '@shared/auth';
import type { Clock } from '../clock';
import { AppError } from '../http/errors';
import { normaliseIndianMobile } from './phone';
import * as repo from './repo';
import type { SmsSender } from './sms';
import type { Executor } from '../db/database';

const HOUR_MS = 60 * 60 * 1000;
/** Wrong codes from one number+IP pair before each further try must wait: 30 s, doubling, at most an hour (NIST 800-63B). */
export const OTP_FREE_FAILS = 3;
const FAIL_DELAY_MS = 30_000;
const MAX_FAIL_DELAY_MS = HOUR_MS;
export const failDelayMs = (fails: number) =>
  fails < OTP_FREE_FAILS ? 0 : Math.min(MAX_FAIL_DELAY_MS, FAIL_DELAY_MS * 2 ** (fails - OTP_FREE_FAILS));
/** +91 and the first 5 digits: a block of 100 000 numbers, the unit SMS pumping walks through. */
export const phonePrefix = (phone: string) => phone.slice(0, 8);

export const MESSAGES = {
  invalidPhone: 'Invalid phone number format. Please check and try again.',
  tooMany: 'Too many attempts. Please try again later.',
  invalidOtp: 'Invalid OTP. Please check and try again.',
  expired: 'OTP has expired. Please request a new code.',
  unavailable: 'Sign-in by SMS code is not available.',
} as const;

export interface OtpDeps {
  db: Executor;
  /** null: no sender configured, so only test numbers (if any) sign in here */
  sms: SmsSender | null;
  clock: Clock;
  /** HMAC key for stored codes (the session secret). */
  secret: string;
  sendsPerIpPerHour: number;
  /** SMS budgets against pumping: all numbers, and per number prefix */
  smsPerHour: number;
  smsPerPrefixPerHour: number;
  testPhones: string[];
  testOtpCode?: string;
}

export function parsePhone(input: string): string {
  const phone = normaliseIndianMobile(input);
  if (!phone) throw new AppError(400, 'invalid_phone', MESSAGES.invalidPhone, 'phoneNumber');
  return phone;
}

const tooMany = (retryAfterMs: number, message: string = MESSAGES.tooMany) =>
  new AppError(429, 'rate_limited', message, undefined, undefined, Math.max(1, Math.ceil(retryAfterMs / 1000)));

export class OtpService {
  constructor(private readonly d: OtpDeps) {}

  /** Whether this server signs anyone in with SMS codes (a sender, or test numbers). */
  get available(): boolean {
    return !!this.d.sms || (!!this.d.testOtpCode && this.d.testPhones.length > 0);
  }

  private hash(phone: string, code: string): string {
    return createHmac('sha256', this.d.secret).update(`otp:${phone}:${code}`).digest('hex');
  }

  isTestNumber(phone: string): boolean {
    return !!this.d.testOtpCode && this.d.testPhones.includes(phone);
  }

  /** Without a real sender, only test numbers exist here: everything else is 404, and no code is made. */
  private sender(): SmsSender {
    if (!this.d.sms) throw new AppError(404, 'not_found', MESSAGES.unavailable);
    return this.d.sms;
  }

  /** Sends a fresh code (replacing any live one). Same answer whether or not the number has an account. */
  async send(rawPhone: string, ip: string): Promise<{ phoneNumber: string; expiresInSeconds: number; resendAfterSeconds: number }> {
    const phone = parsePhone(rawPhone);
    const now = this.d.clock();
    const result = { phoneNumber: phone, expiresInSeconds: OTP_TTL_SECONDS, resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS };
    if (this.isTestNumber(phone)) return result;
    const sms = this.sender();

    const live = await repo.getOtp(this.d.db, phone);
    if (live && now.getTime() - live.sent_at.getTime() < OTP_RESEND_COOLDOWN_SECONDS * 1000) {
      const waitMs = OTP_RESEND_COOLDOWN_SECONDS * 1000 - (now.getTime() - live.sent_at.getTime());
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(
        429,
        'otp_cooldown',
        `Please wait ${seconds} seconds before requesting a new code.`,
        undefined,
        { seconds },
        Math.max(1, seconds),
      );
    }
    // Sliding windows, no locks: a limit frees itself as the hour moves on, and nobody can extend it for someone else.
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const limits: [kind: string, key: string, limit: number][] = [
      ['otp-send-phone', phone, OTP_SENDS_PER_HOUR],
      ['otp-send-ip', ip, this.d.sendsPerIpPerHour],
      ['sms-prefix', phonePrefix(phone), this.d.smsPerPrefixPerHour],
      ['sms-all', 'all', this.d.smsPerHour],
    ];
    for (const [kind, key, limit] of limits) {
      if ((await repo.countEvents(this.d.db, kind, key, hourAgo)) >= limit) throw tooMany(HOUR_MS);
    }

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await repo.putOtp(this.d.db, {
      phone_number: phone,
      code_hash: this.hash(phone, code),
      expires_at: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      sent_at: now,
    });
    for (const [kind, key] of limits) await repo.addEvent(this.d.db, kind, key, now);
    try {
      await sms.sendOtp(phone, code);
    } catch {
      await repo.deleteOtp(this.d.db, phone);
      throw new AppError(503, 'service_unavailable', 'Failed to send OTP');
    }
    return result;
  }

  /**
   * Checks a code; on success the code is consumed. Wrong codes count per number+IP with a growing delay, so a
   * stranger elsewhere cannot lock a number, and a send limit on a shared IP (college Wi-Fi, carrier NAT) never
   * refuses a live correct code. A code still dies after 5 misses.
   */
  async verify(rawPhone: string, code: string, ip: string): Promise<{ phoneNumber: string; test: boolean }> {
    const phone = parsePhone(rawPhone);
    const now = this.d.clock();
    if (this.isTestNumber(phone)) {
      if (safeEqual(code, this.d.testOtpCode!)) return { phoneNumber: phone, test: true };
      throw new AppError(400, 'otp_invalid', MESSAGES.invalidOtp, 'code');
    }
    this.sender();
    const failKey = `${phone}|${ip}`;
    const wait = await repo.findLock(this.d.db, [`otp-fail:${failKey}`], now);
    if (wait) throw tooMany(wait.until.getTime() - now.getTime(), 'Too many wrong codes. Please wait a little before trying again.');
    const row = await repo.getOtp(this.d.db, phone);
    if (!row || row.expires_at <= now || row.wrong_tries >= OTP_MAX_WRONG_TRIES) {
      if (row) await repo.deleteOtp(this.d.db, phone);
      throw new AppError(400, 'otp_expired', MESSAGES.expired);
    }
    const hash = this.hash(phone, code);
    if (!safeEqual(hash, row.code_hash)) {
      const tries = await repo.addWrongTry(this.d.db, phone);
      await repo.addEvent(this.d.db, 'otp-fail', failKey, now);
      const delay = failDelayMs(await repo.countEvents(this.d.db, 'otp-fail', failKey, new Date(now.getTime() - HOUR_MS)));
      if (delay) await repo.setLock(this.d.db, `otp-fail:${failKey}`, new Date(now.getTime() + delay));
      if (tries >= OTP_MAX_WRONG_TRIES) {
        await repo.deleteOtp(this.d.db, phone);
        throw new AppError(400, 'otp_expired', MESSAGES.expired);
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
