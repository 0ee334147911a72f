import { describe, expect, it } from 'vitest';
import { paymentLinkSignature, verifyPaymentLinkSignature, verifyWebhookSignature } from './razorpay';

// Test vectors from Razorpay's Node SDK tests (shared/security/CHECKLIST.md).
describe('Razorpay signatures', () => {
  it('webhook vector', () => {
    const body = Buffer.from('{"a":1,"b":2,"c":{"d":3}}');
    expect(verifyWebhookSignature('123456', body, '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc')).toBe(true);
    expect(
      verifyWebhookSignature('123456', Buffer.from('{"a":1,"b":2,"c":{"d":4}}'), '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc'),
    ).toBe(false);
    expect(verifyWebhookSignature('654321', body, '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc')).toBe(false);
    expect(verifyWebhookSignature('123456', body, undefined)).toBe(false);
  });

  const link = { linkId: 'plink_IH3cNucfVEgV68', referenceId: 'TSsd1989', status: 'paid', paymentId: 'pay_IH3d0ara9bSsjQ' };
  it('payment-link vector', () => {
    expect(paymentLinkSignature('EnLs21M47BllR3X8PSFtjtbd', link)).toBe('07ae18789e35093e51d0a491eb9922646f3f82773547e5b0f67ee3f2d3bf7d5b');
    expect(paymentLinkSignature('EnLs21M47BllR3X8PSFtjtbd', { ...link, referenceId: '' })).toBe(
      'aa1218e69086ecc956cd54c8b29af6508c3effd0edacdaa0bfe4f9aa4ebf21c5',
    );
  });

  it('refuses uppercase, short, long and other-link signatures', () => {
    const good = '07ae18789e35093e51d0a491eb9922646f3f82773547e5b0f67ee3f2d3bf7d5b';
    const secret = 'EnLs21M47BllR3X8PSFtjtbd';
    expect(verifyPaymentLinkSignature(secret, link, good)).toBe(true);
    expect(verifyPaymentLinkSignature(secret, link, good.toUpperCase())).toBe(false);
    expect(verifyPaymentLinkSignature(secret, link, good.slice(1))).toBe(false);
    expect(verifyPaymentLinkSignature(secret, link, `${good}0`)).toBe(false);
    expect(verifyPaymentLinkSignature(secret, { ...link, linkId: 'plink_other' }, good)).toBe(false);
    expect(verifyPaymentLinkSignature(secret, { ...link, status: 'partially_paid' }, good)).toBe(false);
  });
});
