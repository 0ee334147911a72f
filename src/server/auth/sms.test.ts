import { describe, expect, it } from 'vitest';
import { msg91Sender, SmsSendError, twilioSender } from './sms';

function recorder(status = 201) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response('{}', { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('SMS senders', () => {
  it('Twilio: form POST to the account Messages endpoint with basic auth', async () => {
    const r = recorder();
    await twilioSender({ accountSid: 'AC123', authToken: 'tok', from: '+15550001111' }, r.fetchImpl).sendOtp('+919876543210', '482913');
    const { url, init } = r.calls[0]!;
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    expect((init.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('AC123:tok').toString('base64')}`);
    const body = new URLSearchParams(String(init.body));
    expect(body.get('To')).toBe('+919876543210');
    expect(body.get('From')).toBe('+15550001111');
    expect(body.get('Body')).toContain('482913');
  });

  it('MSG91: flow API with the DLT template and the otp variable, number without +', async () => {
    const r = recorder(200);
    await msg91Sender({ authKey: 'k', templateId: 'tpl', dltTeId: '1107' }, r.fetchImpl).sendOtp('+919876543210', '000123');
    const { url, init } = r.calls[0]!;
    expect(url).toBe('https://control.msg91.com/api/v5/flow');
    expect((init.headers as Record<string, string>).authkey).toBe('k');
    expect(JSON.parse(String(init.body))).toMatchObject({
      template_id: 'tpl',
      DLT_TE_ID: '1107',
      recipients: [{ mobiles: '919876543210', otp: '000123' }],
    });
  });

  it('a provider error becomes SmsSendError (the route answers 503, the code is discarded)', async () => {
    await expect(
      twilioSender({ accountSid: 'a', authToken: 'b', from: 'c' }, recorder(500).fetchImpl).sendOtp('+919876543210', '1'),
    ).rejects.toBeInstanceOf(SmsSendError);
  });
});
