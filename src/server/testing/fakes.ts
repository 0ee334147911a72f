import type { SmsSender } from '../auth/sms';

/** A clock tests move by hand. */
export function fakeClock(start = new Date('2026-06-01T10:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms;
    },
    set(d: Date) {
      now = d.getTime();
    },
  });
}

/** Captures the codes the server would text, so a test can sign in like a person. */
export function capturingSms() {
  const sent: { phone: string; code: string }[] = [];
  const sender: SmsSender = {
    name: 'capture',
    async sendOtp(phone, code) {
      sent.push({ phone, code });
    },
  };
  return { sender, sent, last: (phone: string) => [...sent].reverse().find((s) => s.phone === phone)?.code };
}
