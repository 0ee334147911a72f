import type { Executor } from '../db/database';

type Db = Executor;

export async function findLock(db: Db, keys: string[], now: Date) {
  return db
    .selectFrom('auth_locks')
    .select(['key', 'until'])
    .where('key', 'in', keys)
    .where('until', '>', now)
    .orderBy('until', 'desc')
    .executeTakeFirst();
}

export async function setLock(db: Db, key: string, until: Date) {
  await db
    .insertInto('auth_locks')
    .values({ key, until })
    .onConflict((oc) => oc.column('key').doUpdateSet({ until }))
    .execute();
}

export async function countEvents(db: Db, kind: string, key: string, since: Date): Promise<number> {
  const r = await db
    .selectFrom('auth_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function addEvent(db: Db, kind: string, key: string, at: Date) {
  await db.insertInto('auth_events').values({ kind, key, at }).execute();
}

export async function pruneEvents(db: Db, before: Date) {
  await db.deleteFrom('auth_events').where('at', '<', before).execute();
  await db.deleteFrom('auth_locks').where('until', '<', before).execute();
}

export async function getOtp(db: Db, phone: string) {
  return db.selectFrom('otp_codes').selectAll().where('phone_number', '=', phone).executeTakeFirst();
}

export async function putOtp(db: Db, row: { phone_number: string; code_hash: string; expires_at: Date; sent_at: Date }) {
  await db
    .insertInto('otp_codes')
    .values({ ...row, wrong_tries: 0 })
    .onConflict((oc) =>
      oc.column('phone_number').doUpdateSet({ code_hash: row.code_hash, expires_at: row.expires_at, sent_at: row.sent_at, wrong_tries: 0 }),
    )
    .execute();
}

export async function addWrongTry(db: Db, phone: string): Promise<number> {
  const r = await db
    .updateTable('otp_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('phone_number', '=', phone)
    .returning('wrong_tries')
    .executeTakeFirst();
  return r?.wrong_tries ?? 0;
}

/** Atomically consumes the code: of two parallel submits, only one gets the row back. */
export async function consumeOtp(db: Db, phone: string, codeHash: string, now: Date) {
  return db
    .deleteFrom('otp_codes')
    .where('phone_number', '=', phone)
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', now)
    .returning('phone_number')
    .executeTakeFirst();
}

export async function deleteOtp(db: Db, phone: string) {
  await db.deleteFrom('otp_codes').where('phone_number', '=', phone).execute();
}

export async function findOrCreateUser(db: Db, phone: string, now: Date) {
  const existing = await db.selectFrom('users').selectAll().where('phone_number', '=', phone).executeTakeFirst();
  if (existing) return { user: existing, created: false };
  const user = await db
    .insertInto('users')
    .values({ phone_number: phone, trial_started_at: now, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('phone_number').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (user) return { user, created: true };
  // created by a parallel sign-in
  return { user: await db.selectFrom('users').selectAll().where('phone_number', '=', phone).executeTakeFirstOrThrow(), created: false };
}

export async function insertSession(db: Db, row: { id_hash: string; user_id: string; created_at: Date; last_seen_at: Date; expires_at: Date }) {
  await db.insertInto('sessions').values(row).execute();
}

export async function findSessionWithUser(db: Db, idHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id_hash', 'sessions.last_seen_at', 'sessions.expires_at', 'sessions.created_at as session_created_at'])
    .selectAll('users')
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, idHash: string, now: Date) {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
}

export async function deleteSession(db: Db, idHash: string) {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

export async function deleteUserSessions(db: Db, userId: string): Promise<number> {
  const r = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows);
}
