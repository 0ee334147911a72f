import type { Executor } from '@server/db/database';

type Db = Executor;

export async function insertPayment(
  db: Db,
  row: { user_id: string; plan_type: string; amount_paise: number; kind: 'razorpay' | 'test' | 'manual'; status: 'created' | 'paid' },
) {
  return db.insertInto('payments').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function setLink(db: Db, id: string, linkId: string) {
  await db.updateTable('payments').set({ link_id: linkId }).where('id', '=', id).execute();
}

export async function findPayment(db: Db, id: string) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPaymentByLink(db: Db, linkId: string) {
  return db.selectFrom('payments').selectAll().where('link_id', '=', linkId).executeTakeFirst();
}

/** Moves a payment to paid once; returns null when it already was (replays). */
export async function markPaid(db: Db, id: string, providerPaymentId: string | null, now: Date) {
  return db
    .updateTable('payments')
    .set({ status: 'paid', provider_payment_id: providerPaymentId, paid_at: now })
    .where('id', '=', id)
    .where('status', '<>', 'paid')
    .returningAll()
    .executeTakeFirst();
}

export async function setPaymentExpiry(db: Db, id: string, expiry: Date) {
  await db.updateTable('payments').set({ expiry_after: expiry }).where('id', '=', id).execute();
}

export async function lockUser(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'paid_until', 'plan_type']).where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

export async function setUserPlan(db: Db, userId: string, plan: string, paidUntil: Date, now: Date) {
  await db.updateTable('users').set({ plan_type: plan, paid_until: paidUntil, updated_at: now }).where('id', '=', userId).execute();
}

export async function recordWebhookEvent(db: Db, eventId: string): Promise<boolean> {
  const r = await db
    .insertInto('webhook_events')
    .values({ event_id: eventId })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return !!r;
}

/** The user's latest unpaid checkout for a plan since `since` (reused instead of making another link). */
export async function findOpenPayment(db: Db, userId: string, plan: string, since: Date) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('plan_type', '=', plan)
    .where('status', '=', 'created')
    .where('kind', '<>', 'manual')
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function deletePayment(db: Db, id: string) {
  await db.deleteFrom('payments').where('id', '=', id).where('status', '=', 'created').execute();
}
