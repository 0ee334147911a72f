import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { openTestDb } from '../testing/test-db';
import { SESSION_CACHE_MS } from './session-cache';
import { SessionService } from './sessions';

let db: Db;
let nowMs = Date.parse('2026-03-01T06:00:00Z');
const clock = () => new Date(nowMs);
let n = 0;

async function newUser(): Promise<string> {
  const now = clock();
  const u = await db.kysely
    .insertInto('users')
    .values({ phone_number: `+91980000${String(++n).padStart(4, '0')}`, trial_started_at: now, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return u.id;
}
/** Removes a session behind every instance's back, as another instance's sign-out does (no write this process sees). */
const deleteBehindTheBack = (userId: string) => sql`delete from sessions where user_id = ${userId}`.execute(db.kysely);

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('session cache (issue 9)', () => {
  it('answers a repeated check from memory, for at most SESSION_CACHE_MS after the read', async () => {
    const sessions = new SessionService(db.kysely, clock);
    const userId = await newUser();
    const { id } = await sessions.create(userId);
    expect((await sessions.read(id))?.id).toBe(userId);
    await deleteBehindTheBack(userId);
    nowMs += SESSION_CACHE_MS - 1;
    expect((await sessions.read(id))?.id).toBe(userId); // from memory: the row is gone, the copy is not yet stale
    nowMs += 1;
    expect(await sessions.read(id)).toBeNull(); // the bound: re-read, and the session is gone
  });

  it('sign-out and sign-out-everywhere take effect at once on this instance, and within the bound on another', async () => {
    const here = new SessionService(db.kysely, clock);
    const there = new SessionService(db.kysely, clock); // a second instance on the same database
    const userId = await newUser();
    const a = await here.create(userId);
    const b = await here.create(userId);
    for (const s of [here, there]) for (const { id } of [a, b]) expect(await s.read(id)).not.toBeNull();

    await here.destroy(a.id);
    expect(await here.read(a.id)).toBeNull();
    expect(await here.read(b.id)).not.toBeNull();
    await here.destroyAll(userId);
    expect(await here.read(b.id)).toBeNull();

    expect(await there.read(b.id)).not.toBeNull(); // the other instance's copy, still inside the bound
    nowMs += SESSION_CACHE_MS;
    expect(await there.read(a.id)).toBeNull();
    expect(await there.read(b.id)).toBeNull();
  });

  it('an update of the user row through Kysely (profile, plan) is seen by the next check', async () => {
    const sessions = new SessionService(db.kysely, clock);
    const userId = await newUser();
    const { id } = await sessions.create(userId);
    expect((await sessions.read(id))?.first_name).toBeNull();
    await db.kysely.updateTable('users').set({ first_name: 'Asha' }).where('id', '=', userId).execute();
    expect((await sessions.read(id))?.first_name).toBe('Asha');
    await db.kysely
      .updateTable('users')
      .set({ plan_type: 'monthly', paid_until: new Date(nowMs + 86_400_000) })
      .where('id', '=', userId)
      .execute();
    expect((await sessions.read(id))?.plan_type).toBe('monthly');
  });

  it('still enforces idle and absolute expiry on a copy from memory', async () => {
    const sessions = new SessionService(db.kysely, clock);
    const userId = await newUser();
    const { id } = await sessions.create(userId);
    expect(await sessions.read(id)).not.toBeNull();
    await db.kysely
      .updateTable('sessions')
      .set({ expires_at: new Date(nowMs + 1000) })
      .where('user_id', '=', userId)
      .execute();
    nowMs += SESSION_CACHE_MS; // re-read: now expires in 1 s from the original time
    expect(await sessions.read(id)).toBeNull();
  });
});
