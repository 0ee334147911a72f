import type { Config } from '../config';

/** Sends the OTP text. Implementations never log the code, except the development console sender. */
export interface SmsSender {
  readonly name: string;
  sendOtp(phoneNumber: string, code: string): Promise<void>;
}

export class SmsSendError extends Error {}

const otpText = (code: string) => `${code} is your Abhyas verification code. It is valid for 5 minutes. Do not share it with anyone.`;

/**
 * Development: prints the code to the server log. Needs SMS_PROVIDER=console and a loopback PUBLIC_URL, and is refused
 * in production (config.ts); outside development (tests) it never prints the code.
 */
export function consoleSender(log: (msg: string) => void, showCode: boolean): SmsSender {
  return {
    name: 'console',
    async sendOtp(phone, code) {
      log(showCode ? `[dev sms] OTP for ${phone}: ${code}` : `[dev sms] OTP for ${phone} (the code is shown only in development)`);
    },
  };
}

export function twilioSender(cfg: { accountSid: string; authToken: string; from: string }, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    name: 'twilio',
    async sendOtp(phone, code) {
      const res = await fetchImpl(`https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(cfg.accountSid)}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${cfg.accountSid}:${cfg.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: phone, From: cfg.from, Body: otpText(code) }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new SmsSendError(`twilio answered ${res.status}`);
    },
  };
}

/** MSG91 flow API with a DLT-approved template carrying the variable `otp`. */
export function msg91Sender(cfg: { authKey: string; templateId: string; dltTeId?: string }, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    name: 'msg91',
    async sendOtp(phone, code) {
      const res = await fetchImpl('https://control.msg91.com/api/v5/flow', {
        method: 'POST',
        headers: { authkey: cfg.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: cfg.templateId,
          ...(cfg.dltTeId ? { DLT_TE_ID: cfg.dltTeId } : {}),
          short_url: '0',
          recipients: [{ mobiles: phone.replace(/^\+/, ''), otp: code }],
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new SmsSendError(`msg91 answered ${res.status}`);
    },
  };
}

/** null when no sender is configured: the built-in OTP routes then answer 404 (issue 19, item 3). */
export function smsSenderFromConfig(config: Config, log: (msg: string) => void): SmsSender | null {
  const s = config.sms;
  if (s.provider === 'twilio') return twilioSender(s);
  if (s.provider === 'msg91') return msg91Sender(s);
  if (s.provider === 'console' && !config.isProduction) return consoleSender(log, config.env === 'development');
  return null;
}
