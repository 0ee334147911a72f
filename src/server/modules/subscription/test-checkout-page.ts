import { PLANS, type PlanType } from '@shared/subscription';
import { PLAN_NAMES } from './payments';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The development stand-in for Razorpay's hosted page. No script: a form posts back to the server. */
export function testCheckoutPage(p: { id: string; plan: PlanType; amountPaise: number; paid: boolean }): string {
  const rupees = p.amountPaise / 100;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test checkout — Abhyas</title>
<style>body{font-family:system-ui,sans-serif;background:#f5f5f4;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:24px;max-width:360px;box-shadow:0 1px 6px #0002}
button{width:100%;padding:14px;font-size:16px;border:0;border-radius:8px;background:#3730a3;color:#fff;cursor:pointer}
.note{color:#92400e;background:#fef3c7;padding:8px;border-radius:6px;font-size:14px}</style></head>
<body><main><h1>Test checkout</h1>
<p class="note">Development only: no money moves. In production this is Razorpay's payment page.</p>
<p>Plan: <strong>${esc(PLAN_NAMES[p.plan])}</strong> (${PLANS[p.plan].days} days)</p><p>Amount: <strong>₹${rupees}</strong></p>
${p.paid ? '<p>This payment is already complete.</p>' : `<form method="post" action="/api/subscription/test-checkout/${esc(p.id)}/pay"><button type="submit">Pay ₹${rupees} (test)</button></form>`}
</main></body></html>`;
}
