import type { Executor } from '../db/database';
import { preparedQuery } from '../db/prepared';
import type { BatchAnswer, CachedText, ChargeRequest } from './quota-batch';

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
 * Counts one more AI request for each (user, day) of the batch, unless that count has reached `limit`, and reads the
 * cache entries the batch names — one statement for many requests (group commit, ai/quota-batch.ts). Exact under
 * concurrency: each row's upsert is ordered by its row lock, so 50 parallel requests cannot all read "49" and all
 * pass, on one instance or several. A batch names each (user, day) at most once (an upsert cannot touch a row twice);
 * rows go in in key order, so two batches running at once lock the rows they share in the same order (no deadlock).
 * Returns each request's new count, by position — null when the limit was already reached (not counted) — and each
 * named cache entry unexpired at the batch's latest clock, as JSON text with its expiry.
 */
export async function chargeBatch(db: Executor, requests: readonly ChargeRequest[], limit: number): Promise<BatchAnswer> {
  const order = requests.map((r, i) => ({ user: r.userId.toLowerCase(), day: r.day, i })).sort((a, b) => cmp(a.user, b.user) || cmp(a.day, b.day));
  const keys = [...new Set(requests.flatMap((r) => (r.key === null ? [] : [r.key])))];
  const params: unknown[] = [limit, order.map((o) => o.user), order.map((o) => o.day)];
  if (keys.length) params.push(keys, new Date(Math.max(...requests.map((r) => r.now.getTime()))));
  // the hot path's only statement: one text for every batch size, kept prepared on PGlite (db/prepared.ts)
  const r = await db.executeQuery(preparedQuery<ChargeRow>(keys.length ? CHARGE_AND_READ : CHARGE, params));
  const counted = new Map<string, number>();
  const values = new Map<string, CachedText>();
  for (const row of r.rows) {
    if (row.key != null && row.value != null && row.expires_at != null) values.set(row.key, { text: row.value, expiresAt: new Date(row.expires_at) });
    else if (row.user_id != null && row.day != null && row.count != null) counted.set(`${row.user_id} ${row.day}`, row.count);
  }
  const counts = requests.map(() => null as number | null);
  for (const o of order) counts[o.i] = counted.get(`${o.user} ${o.day}`) ?? null;
  return { counts, values };
}

interface ChargeRow {
  user_id?: string | null;
  day?: string | null;
  count?: number | null;
  key?: string | null;
  value?: string | null;
  expires_at?: Date | string | null;
}

/** $1 the limit, $2 the users and $3 the days, row by row (in key order: unnest keeps it); no row twice. */
const CHARGE = `insert into ai_usage as u (user_id, day, count)
    select c.user_id, c.day, 1 from unnest($2::uuid[], $3::text[]) as c(user_id, day)
    on conflict (user_id, day) do update set count = u.count + 1 where u.count < $1
    returning u.user_id::text as user_id, u.day, u.count`;
/** …and the cache entries $4 (text[]) unexpired at $5. */
const CHARGE_AND_READ = `with charged as (${CHARGE})
    select user_id, day, count, null as key, null as value, null::timestamptz as expires_at from charged
    union all
    select null, null, null, key, value::text, expires_at from ai_cache where key = any($4::text[]) and expires_at > $5`;

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export async function usageOf(db: Executor, userId: string, day: string): Promise<number> {
  const r = await db.selectFrom('ai_usage').select('count').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
  return r?.count ?? 0;
}
