import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';
import { preparedQuery } from './prepared';

/** PGlite in its worker thread (issue 9): the main thread stays free, and the database behaves as it did in-process. */
describe('PGlite worker thread', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ pgliteDir: 'memory://' });
    await sql`create table t (id int primary key, at timestamptz, doc jsonb, big bigint, bytes bytea, note text)`.execute(db.kysely);
  });
  afterAll(() => db.close());

  it('keeps the main event loop free while a long query runs', async () => {
    const started = Date.now();
    const slow = sql<{ n: number }>`select count(*)::int as n from generate_series(1, 3000000) a`.execute(db.kysely);
    // timers keep firing while the query runs: the largest gap between them is the main thread's worst stall
    let last = Date.now();
    let worstGap = 0;
    let done = false;
    const ticks = (async () => {
      while (!done) {
        await new Promise((r) => setTimeout(r, 5));
        worstGap = Math.max(worstGap, Date.now() - last);
        last = Date.now();
      }
    })();
    const r = await slow;
    done = true;
    await ticks;
    expect(r.rows[0]!.n).toBe(3_000_000);
    const took = Date.now() - started;
    expect(took).toBeGreaterThan(100); // the query really was long enough to matter
    expect(worstGap).toBeLessThan(Math.max(60, took / 3));
  });

  it('round-trips dates, JSON, bigints and bytes, and keeps Postgres error fields', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    await sql`insert into t values (1, ${at}, ${JSON.stringify({ a: [1, 'दोन'] })}, ${2n ** 40n}, ${new Uint8Array([0, 1, 255])}, null)`.execute(
      db.kysely,
    );
    const row = (await sql<Record<string, unknown>>`select * from t where id = 1`.execute(db.kysely)).rows[0]!;
    expect(row.at).toEqual(at);
    expect(row.doc).toEqual({ a: [1, 'दोन'] });
    expect(String(row.big)).toBe(String(2n ** 40n));
    expect([...(row.bytes as Uint8Array)]).toEqual([0, 1, 255]);
    const dup = await sql`insert into t (id) values (1)`.execute(db.kysely).catch((e: unknown) => e);
    expect(dup).toBeInstanceOf(Error);
    expect((dup as { code?: string }).code).toBe('23505');
    expect((dup as Error).message).toMatch(/duplicate key/);
  });

  it('keeps transactions whole and apart under concurrency', async () => {
    const failing = db.kysely
      .transaction()
      .execute(async (trx) => {
        await sql`insert into t (id, note) values (10, 'rolled back')`.execute(trx);
        throw new Error('stop');
      })
      .catch(() => 'rolled back');
    const others = Array.from({ length: 20 }, (_, i) =>
      db.kysely.transaction().execute(async (trx) => {
        await sql`insert into t (id, note) values (${100 + i}, 'kept')`.execute(trx);
        await sql`update t set note = 'kept twice' where id = ${100 + i}`.execute(trx);
      }),
    );
    expect(await failing).toBe('rolled back');
    await Promise.all(others);
    const rows = (await sql<{ note: string; n: number }>`select note, count(*)::int as n from t where id >= 10 group by note`.execute(db.kysely))
      .rows;
    expect(rows).toEqual([{ note: 'kept twice', n: 20 }]);
  });

  it('a prepared statement answers as the same query does, run after run, and keeps error fields', async () => {
    const text = `select id, at, doc, big, bytes, note, $2::text[] as tags from t where id = any($1::int[]) order by id`;
    const params = [
      [1, 2],
      ['a', 'दोन', 'x"y'],
    ];
    const plain = await db.kysely.executeQuery(CompiledQuery.raw(text, params));
    for (let run = 0; run < 3; run++) {
      const r = await db.kysely.executeQuery(preparedQuery(text, params));
      expect(r.rows).toEqual(plain.rows);
      expect(r.rows.length).toBe(1);
    }
    const kept = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement = ${text}`.execute(db.kysely);
    expect(kept.rows[0]!.n).toBe(1); // prepared once, then only run
    const upsert = `insert into t (id, at, note) values ($1, $2, $3) on conflict (id) do update set note = t.note || '+' returning id, at, note`;
    const at = new Date('2026-03-04T05:06:07.089Z');
    expect((await db.kysely.executeQuery(preparedQuery(upsert, [3, at, null]))).rows).toEqual([{ id: 3, at, note: null }]);
    const again = await db.kysely.executeQuery(preparedQuery(upsert, [4, null, 'n']));
    expect(again.rows).toEqual([{ id: 4, at: null, note: 'n' }]);
    expect(again.numAffectedRows).toBe(1n);
    const bad = await db.kysely.executeQuery(preparedQuery(`insert into t (id) values ($1)`, [1])).catch((e: unknown) => e);
    expect((bad as { code?: string }).code).toBe('23505');
    expect((await db.kysely.executeQuery(preparedQuery(`insert into t (id) values ($1) returning id`, [5]))).rows).toEqual([{ id: 5 }]);
    // a prepared statement's table changed under it: that run fails, the next one is prepared afresh
    const star = `select * from t where id = $1`;
    await db.kysely.executeQuery(preparedQuery(star, [5]));
    await sql`alter table t add column extra int`.execute(db.kysely);
    const changed = await db.kysely.executeQuery(preparedQuery(star, [5])).catch((e: unknown) => e);
    expect((changed as { code?: string }).code).toBe('0A000'); // cached plan must not change result type
    expect((await db.kysely.executeQuery(preparedQuery<{ extra: null }>(star, [5]))).rows[0]).toMatchObject({ id: 5, extra: null });
    await sql`alter table t drop column extra`.execute(db.kysely);
    await sql`delete from t where id in (3, 4, 5)`.execute(db.kysely);
  });

  it('runs with the small shared_buffers that keeps idle memory down', async () => {
    const r = await sql<{ sb: string }>`select current_setting('shared_buffers') as sb`.execute(db.kysely);
    expect(r.rows[0]!.sb).toBe('32MB');
  });

  it('answers a health ping without a query, and refuses work once closed', async () => {
    await db.ping();
    const other = await openDatabase({ pgliteDir: 'memory://' });
    await other.close();
    await expect(other.ping()).rejects.toThrow();
    await expect(sql`select 1`.execute(other.kysely)).rejects.toThrow();
  });
});
