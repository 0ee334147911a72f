import { describe, expect, it } from 'vitest';
import { readPaymentReturn } from './payment-return';

const SIGNED = {
  razorpay_payment_id: 'pay_1',
  razorpay_payment_link_id: 'plink_1',
  razorpay_payment_link_reference_id: 'ref-1',
  razorpay_payment_link_status: 'paid',
  razorpay_signature: 'sig',
};
const query = (values: Record<string, string>) => new URLSearchParams(values);

describe('readPaymentReturn', () => {
  it('ignores a plain visit', () => {
    expect(readPaymentReturn(query({}), 'monthly')).toEqual({ kind: 'none' });
  });

  it('reads a signed callback with the plan from the URL, else the pending plan', () => {
    expect(readPaymentReturn(query({ payment: 'success', plan: 'yearly', ...SIGNED }), 'monthly')).toEqual({
      kind: 'callback',
      planType: 'yearly',
      callback: SIGNED,
    });
    expect(readPaymentReturn(query({ payment: 'success', ...SIGNED }), '6months')).toMatchObject({ kind: 'callback', planType: '6months' });
  });

  it('never treats payment=success without a signature as paid', () => {
    expect(readPaymentReturn(query({ payment: 'success', plan: 'yearly' }), 'yearly')).toEqual({ kind: 'unconfirmed' });
    const { razorpay_signature: _signature, ...unsigned } = SIGNED;
    expect(readPaymentReturn(query({ payment: 'success', plan: 'yearly', ...unsigned }), 'yearly')).toEqual({ kind: 'unconfirmed' });
  });

  it('cannot activate without knowing the plan', () => {
    expect(readPaymentReturn(query({ payment: 'success', plan: 'weekly', ...SIGNED }), null)).toEqual({ kind: 'unconfirmed' });
  });

  it('reports a link that was not paid', () => {
    expect(readPaymentReturn(query({ payment: 'success', plan: 'yearly', ...SIGNED, razorpay_payment_link_status: 'cancelled' }), null)).toEqual({
      kind: 'not-paid',
    });
  });
});
