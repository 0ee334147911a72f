import { sql } from 'kysely';
import type { Executor } from '../db/database';

/** The AI cache, the daily usage counters and the library's version, in Postgres. */

export async function cacheGet(db: Executor, key: string, now: Date): Promise<unknown> {
  const r = await db.selectFrom('ai_cache').select('value').where('key', '=', key).where('expires_at', '>', now).executeTakeFirst();
  return r?.value;
}

export async function cachePut(
  db: Executor,
  row: { key: string; task: string; engine: string; model: string; value: unknown; now: Date; expiresAt: Date },
) {
  const values = {
    key: row.key,
    task: row.task,
    engine: row.engine,
    model: row.model,
    value: JSON.stringify(row.value),
    created_at: row.now,
    expires_at: row.expiresAt,
  };
  await db
    .insertInto('ai_cache')
    .values(values)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: values.value, created_at: values.created_at, expires_at: values.expires_at }))
    .execute();
}

export async function pruneCache(db: Executor, now: Date): Promise<number> {
  const r = await db.deleteFrom('ai_cache').where('expires_at', '<=', now).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Counts one more AI request for the user on `day`, unless the count has reached `limit`: one statement, so 50
 * parallel requests cannot all read "49" and all pass — the row lock of the upsert orders them. Returns the new
 * count, or null when the limit was already reached.
 */
export async function incrementUsage(db: Executor, userId: string, day: string, limit: number): Promise<number | null> {
  const r = await sql<{ count: number }>`
    insert into ai_usage as u (user_id, day, count) values (${userId}, ${day}, 1)
    on conflict (user_id, day) do update set count = u.count + 1 where u.count < ${limit}
    returning u.count`.execute(db);
  return r.rows[0]?.count ?? null;
}

/**
 * incrementUsage and cacheGet in one statement (a cached answer's only round trip, issue 9): the same upsert counts
 * the request — exact under concurrency as above — and the cache row is read beside it. `count` is null when the
 * limit was already reached (the cached value is then not to be used).
 */
export async function incrementUsageAndRead(
  db: Executor,
  u: { userId: string; day: string; limit: number },
  c: { key: string; now: Date },
): Promise<{ count: number | null; value: unknown }> {
  const r = await sql<{ count: number | null; value: unknown }>`
    with charged as (
      insert into ai_usage as u (user_id, day, count) values (${u.userId}, ${u.day}, 1)
      on conflict (user_id, day) do update set count = u.count + 1 where u.count < ${u.limit}
      returning u.count)
    select (select count from charged) as count,
      (select value from ai_cache where key = ${c.key} and expires_at > ${c.now}) as value`.execute(db);
  const row = r.rows[0];
  return { count: row?.count ?? null, value: row?.value ?? undefined };
}

export async function usageOf(db: Executor, userId: string, day: string): Promise<number> {
  const r = await db.selectFrom('ai_usage').select('count').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
  return r?.count ?? 0;
}
