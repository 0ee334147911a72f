import { createHmac } from 'node:crypto';
import { safeEqual } from '@server/auth/otp';

export const hmacHex = (secret: string, payload: string | Buffer) => createHmac('sha256', secret).update(payload).digest('hex');

/** Payment-link callback: HMAC-SHA256(key secret) over `link_id|reference_id|status|payment_id`, lowercase hex. */
export function paymentLinkSignature(secret: string, p: { linkId: string; referenceId: string; status: string; paymentId: string }): string {
  return hmacHex(secret, `${p.linkId}|${p.referenceId}|${p.status}|${p.paymentId}`);
}

export function verifyPaymentLinkSignature(
  secret: string,
  p: { linkId: string; referenceId: string; status: string; paymentId: string },
  signature: string,
): boolean {
  return /^[0-9a-f]{64}$/.test(signature) && safeEqual(paymentLinkSignature(secret, p), signature);
}

/** Webhook: HMAC-SHA256(webhook secret) over the raw body bytes. */
export function verifyWebhookSignature(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  return !!signature && /^[0-9a-f]{64}$/.test(signature) && safeEqual(hmacHex(secret, rawBody), signature);
}

export interface CreatedLink {
  id: string;
  shortUrl: string;
}

/** Razorpay Payment Links API (POST /v1/payment_links) over plain fetch. */
export async function createPaymentLink(
  cfg: { keyId: string; keySecret: string; apiUrl: string },
  req: { amountPaise: number; referenceId: string; description: string; phone: string; callbackUrl: string; notes: Record<string, string> },
  fetchImpl: typeof fetch = fetch,
): Promise<CreatedLink> {
  const res = await fetchImpl(`${cfg.apiUrl}/v1/payment_links`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      amount: req.amountPaise,
      currency: 'INR',
      accept_partial: false,
      reference_id: req.referenceId,
      description: req.description,
      customer: { contact: req.phone },
      notify: { sms: false, email: false },
      reminder_enable: false,
      notes: req.notes,
      callback_url: req.callbackUrl,
      callback_method: 'get',
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`razorpay answered ${res.status}`);
  const body = (await res.json()) as { id?: string; short_url?: string };
  if (!body.id || !body.short_url) throw new Error('razorpay answer has no link');
  return { id: body.id, shortUrl: body.short_url };
}

/** GET /v1/payment_links/:id: the link's status and address, to reuse an open link instead of making another. */
export async function fetchPaymentLink(
  cfg: { keyId: string; keySecret: string; apiUrl: string },
  id: string,
  fetchImpl: typeof fetch = fetch,
): Promise<CreatedLink & { status: string }> {
  const res = await fetchImpl(`${cfg.apiUrl}/v1/payment_links/${encodeURIComponent(id)}`, {
    headers: { authorization: `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`razorpay answered ${res.status}`);
  const body = (await res.json()) as { id?: string; short_url?: string; status?: string };
  if (!body.id || !body.short_url || !body.status) throw new Error('razorpay answer has no link');
  return { id: body.id, shortUrl: body.short_url, status: body.status };
}
