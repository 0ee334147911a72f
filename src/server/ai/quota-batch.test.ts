import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../db/database';
import { openTestDb } from '../testing/test-db';
import { aiTestUser } from '../testing/ai';
import { AiQuota } from './quota';
import { ChargeBatcher, type BatchAnswer, type ChargeRequest } from './quota-batch';
import * as repo from './repo';

/** Group commit of quota charges (issue 9): shared statements, exact counts. */
const DAY = '2026-11-24';
const NOW = new Date(`${DAY}T10:00:00Z`);
const req = (userId: string, key: string | null = null): ChargeRequest => ({ userId, day: DAY, key, now: NOW });

/** A runner that records each batch and answers count = position of the user's request so far (no database). */
function recorder(opts: { fail?: (batch: readonly ChargeRequest[]) => boolean; hold?: Promise<void> } = {}) {
  const batches: string[][] = [];
  const used = new Map<string, number>();
  const run = async (batch: readonly ChargeRequest[]): Promise<BatchAnswer> => {
    batches.push(batch.map((r) => r.userId));
    await opts.hold;
    if (opts.fail?.(batch)) throw new Error('connection reset');
    const counts = batch.map((r) => {
      const n = (used.get(r.userId) ?? 0) + 1;
      used.set(r.userId, n);
      return n;
    });
    return { counts, values: new Map() };
  };
  return { batches, run };
}

describe('ChargeBatcher', () => {
  it('requests of several users that arrive together share one statement; each learns its own count', async () => {
    const r = recorder();
    const b = new ChargeBatcher(r.run, { maxInFlight: 1, maxBatch: 100 });
    const out = await Promise.all(['a', 'b', 'c'].map((u) => b.charge(req(u))));
    expect(r.batches).toEqual([['a', 'b', 'c']]);
    expect(out.map((o) => o.count)).toEqual([1, 1, 1]);
  });

  it('a user appears once per statement: a second request waits for the next one', async () => {
    const r = recorder();
    const b = new ChargeBatcher(r.run, { maxInFlight: 1, maxBatch: 100 });
    const out = await Promise.all(['a', 'b', 'a', 'a'].map((u) => b.charge(req(u))));
    expect(r.batches).toEqual([['a', 'b'], ['a'], ['a']]);
    expect(out.map((o) => o.count)).toEqual([1, 1, 2, 3]);
  });

  it('while a statement runs, arrivals wait and go together in the next; maxBatch splits them', async () => {
    let open!: () => void;
    const r = recorder({ hold: new Promise<void>((ok) => (open = ok)) });
    const b = new ChargeBatcher(r.run, { maxInFlight: 1, maxBatch: 3 });
    const first = b.charge(req('a'));
    await new Promise((ok) => setImmediate(ok));
    expect(b.state).toEqual({ inFlight: 1, waiting: 0 });
    const later = ['b', 'c', 'd', 'e'].map((u) => b.charge(req(u)));
    await new Promise((ok) => setImmediate(ok));
    expect(b.state).toEqual({ inFlight: 1, waiting: 4 });
    open();
    await Promise.all([first, ...later]);
    expect(r.batches).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
  });

  it('a failing statement fails every request of its batch (none hangs); the next batch runs', async () => {
    const r = recorder({ fail: (batch) => batch.some((q) => q.userId === 'bad') });
    const b = new ChargeBatcher(r.run, { maxInFlight: 1, maxBatch: 100 });
    const settled = await Promise.allSettled(['a', 'bad', 'c'].map((u) => b.charge(req(u))));
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect((settled[0] as PromiseRejectedResult).reason).toEqual(new Error('connection reset'));
    expect((await b.charge(req('a'))).count).toBe(1); // nothing of the failed one was counted
    expect(b.state).toEqual({ inFlight: 0, waiting: 0 });
  });

  it('a runner that throws at once fails its batch the same way', async () => {
    const b = new ChargeBatcher(
      () => {
        throw new Error('bad sql');
      },
      { maxInFlight: 1, maxBatch: 10 },
    );
    await expect(b.charge(req('a'))).rejects.toThrow('bad sql');
    expect(b.state).toEqual({ inFlight: 0, waiting: 0 });
  });
});

describe('AiQuota on the database (group commit)', () => {
  let db: Db;
  const statements: string[] = [];
  beforeAll(async () => {
    db = await openTestDb({ onQuery: (sql) => statements.push(sql) });
  });
  afterAll(async () => db.close());

  it('one statement counts several users and reads the cache; the user at the limit is refused and not counted', async () => {
    const [a, b, full] = [await aiTestUser(db.kysely), await aiTestUser(db.kysely), await aiTestUser(db.kysely)];
    await db.kysely.insertInto('ai_usage').values({ user_id: full, day: DAY, count: 3 }).execute();
    await db.kysely.insertInto('ai_usage').values({ user_id: b, day: DAY, count: 1 }).execute();
    await repo.cachePut(db.kysely, {
      key: 'k1',
      task: 't',
      engine: 'offline',
      model: 'm',
      value: { answer: 42 },
      now: NOW,
      expiresAt: new Date(NOW.getTime() + 3_600_000),
    });
    const quota = new AiQuota(db.kysely, 3);
    statements.length = 0;
    const out = await Promise.allSettled([
      quota.chargeAndRead(a, NOW, 'k1'),
      quota.chargeAndRead(b, NOW, 'missing'),
      quota.chargeAndRead(full, NOW, 'k1'),
    ]);
    expect(statements).toHaveLength(1);
    expect(out[0]).toMatchObject({ status: 'fulfilled', value: { used: 1, cached: { text: expect.stringContaining('42') } } });
    expect(JSON.parse((out[0] as PromiseFulfilledResult<{ cached: { text: string } }>).value.cached.text)).toEqual({ answer: 42 });
    expect(out[1]).toMatchObject({ status: 'fulfilled', value: { used: 2, cached: undefined } });
    expect(out[2]).toMatchObject({ status: 'rejected', reason: { statusCode: 429, code: 'quota_exceeded' } });
    expect(await repo.usageOf(db.kysely, full, DAY)).toBe(3);
  });

  it('50 parallel charges of one user: exactly the limit pass, the count is the limit', async () => {
    const u = await aiTestUser(db.kysely);
    const quota = new AiQuota(db.kysely, 7, db.kind === 'postgres' ? 4 : 1);
    const out = await Promise.allSettled(Array.from({ length: 50 }, () => quota.charge(u, NOW)));
    const passed = out.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(passed.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(out.filter((o) => o.status === 'rejected')).toHaveLength(43);
    expect(await repo.usageOf(db.kysely, u, DAY)).toBe(7);
  });

  it('a statement that fails (a user the database does not know) fails its whole batch and counts none of it', async () => {
    const u = await aiTestUser(db.kysely);
    const quota = new AiQuota(db.kysely, 5);
    const out = await Promise.allSettled([quota.charge(u, NOW), quota.charge('00000000-0000-4000-8000-000000000000', NOW)]);
    expect(out.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(await repo.usageOf(db.kysely, u, DAY)).toBe(0);
    expect(await quota.charge(u, NOW)).toBe(1);
  });
});

/** Two app instances (two pools) on one Postgres share each user's daily limit: only with TEST_DATABASE_URL. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one Postgres', () => {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `abhyas_quota_${randomBytes(6).toString('hex')}`;
  let one: Db;
  let two: Db;
  beforeAll(async () => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    one = await openDatabase({ databaseUrl: url.toString() });
    two = await openDatabase({ databaseUrl: url.toString() });
    await migrateToLatest(one.kysely);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });

  it('60 parallel charges of 3 users through both instances: each user gets exactly the limit', async () => {
    const users = [await aiTestUser(one.kysely), await aiTestUser(one.kysely), await aiTestUser(one.kysely)];
    const quotas = [new AiQuota(one.kysely, 9, 4), new AiQuota(two.kysely, 9, 4)];
    const out = await Promise.allSettled(Array.from({ length: 60 }, (_, i) => quotas[i % 2]!.charge(users[i % 3]!, NOW).then(() => users[i % 3]!)));
    for (const u of users) {
      expect(out.filter((o) => o.status === 'fulfilled' && o.value === u)).toHaveLength(9);
      expect(await repo.usageOf(one.kysely, u, DAY)).toBe(9);
    }
    expect(out.filter((o) => o.status === 'rejected').every((o) => (o as PromiseRejectedResult).reason.code === 'quota_exceeded')).toBe(true);
  });
});
