import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import { openTestDb } from '../testing/test-db';
import { JobQueue, type Job } from './index';

let db: Db;
let now = new Date('2026-11-24T06:00:00Z');
const clock = () => now;
const quiet = { error: () => undefined };

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

async function newUser(): Promise<string> {
  const phone = `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const row = await db.kysely
    .insertInto('users')
    .values({ phone_number: phone, trial_started_at: now, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const until = async (check: () => Promise<boolean> | boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('JobQueue', () => {
  it('runs an enqueued job with its payload, records progress and finishes it', async () => {
    const jobs = new JobQueue({ db: db.kysely, clock, log: quiet, pollMs: 50 });
    const seen: unknown[] = [];
    const q = jobs.define<{ n: number }>('t-run', async (job, ctx) => {
      seen.push(job.payload);
      await ctx.progress(0.5);
    });
    jobs.start();
    const id = await q.enqueue(db.kysely, { n: 7 }, await newUser());
    await until(async () => (await jobs.get(id))?.state === 'done');
    expect(seen).toEqual([{ n: 7 }]);
    expect((await jobs.get(id))?.progress).toBe(1);
    await jobs.stop();
  });

  it('retries a failing job, then marks it failed with the error after its last attempt', async () => {
    const jobs = new JobQueue({ db: db.kysely, clock, log: quiet, pollMs: 20 });
    let calls = 0;
    const q = jobs.define(
      't-fail',
      async () => {
        calls++;
        throw new Error(`boom ${calls}`);
      },
      { maxAttempts: 2 },
    );
    jobs.start();
    const id = await q.enqueue(db.kysely, {}, null);
    await until(async () => (await jobs.get(id))?.attempts === 1 && (await jobs.get(id))?.state === 'queued');
    expect((await jobs.get(id))?.lastError).toBe('boom 1');
    now = new Date(now.getTime() + 5_000); // past the 2 s back-off
    await until(async () => (await jobs.get(id))?.state === 'failed');
    expect(calls).toBe(2);
    expect((await jobs.get(id))?.lastError).toBe('boom 2');
    await jobs.stop();
  });

  it('a job survives a restart: enqueued by one process, run by the next; a crashed claim is taken after its lease', async () => {
    const first = new JobQueue({ db: db.kysely, clock, log: quiet, pollMs: 20 });
    const q1 = first.define('t-restart', async () => {
      await new Promise(() => undefined); // never finishes: the "process" dies with it
    });
    first.start();
    const id = await q1.enqueue(db.kysely, { page: 1 }, null);
    await until(async () => (await first.get(id))?.state === 'active');
    // A crash: the worker is gone without releasing (stop() is not called); its lease (60 s) still holds.
    const ran: Job[] = [];
    const second = new JobQueue({ db: db.kysely, clock, log: quiet, pollMs: 20 });
    second.define('t-restart', async (job) => void ran.push(job));
    second.start();
    await new Promise((r) => setTimeout(r, 150));
    expect(ran).toHaveLength(0);
    now = new Date(now.getTime() + 61_000);
    await until(() => ran.length === 1);
    expect(ran[0]!.payload).toEqual({ page: 1 });
    expect(ran[0]!.attempts).toBe(2);
    await second.stop();
    await first.stop(10);
  });

  it('a clean shutdown puts the running job back, and the next start runs it at once', async () => {
    const first = new JobQueue({ db: db.kysely, clock, log: quiet, pollMs: 20 });
    const q = first.define(
      't-stop',
      (_job, ctx) => new Promise<void>((_, reject) => ctx.signal.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    first.start();
    const id = await q.enqueue(db.kysely, {}, null);
    await until(async () => (await first.get(id))?.state === 'active');
    await first.stop();
    expect((await first.get(id))?.state).toBe('queued');
    const second = new JobQueue({ db: db.kysely, clock, log: quiet, pollMs: 20 });
    second.define('t-stop', async () => undefined);
    second.start();
    await until(async () => (await second.get(id))?.state === 'done');
    await second.stop();
  });

  it('one user cannot flood the queue: one running at a time, a cap on waiting jobs, a daily cap', async () => {
    const jobs = new JobQueue({ db: db.kysely, clock, log: quiet, pollMs: 20 });
    const running = new Set<string>();
    let most = 0;
    const release: (() => void)[] = [];
    const q = jobs.define<{ i: number }>(
      't-limits',
      (job) =>
        new Promise<void>((resolve) => {
          running.add(job.id);
          most = Math.max(most, running.size);
          release.push(() => {
            running.delete(job.id);
            resolve();
          });
        }),
      { concurrency: 3, perUserConcurrency: 1, perUserOpen: 3, perUserPerDay: 4 },
    );
    jobs.start();
    const alice = await newUser();
    const bob = await newUser();
    for (let i = 0; i < 3; i++) await q.enqueue(db.kysely, { i }, alice);
    const refused = await q.enqueue(db.kysely, { i: 3 }, alice).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(429);
    expect((refused as AppError).code).toBe('rate_limited');
    await q.enqueue(db.kysely, { i: 0 }, bob); // another user is not held up by alice
    await until(() => running.size === 2);
    expect(most).toBe(2); // alice's one and bob's one
    const open = async (user: string) =>
      Number(
        (
          await db.kysely
            .selectFrom('jobs')
            .select((e) => e.fn.countAll().as('n'))
            .where('user_id', '=', user)
            .where('state', 'in', ['queued', 'active'])
            .executeTakeFirstOrThrow()
        ).n,
      );
    while ((await open(alice)) + (await open(bob)) > 0) {
      release.shift()?.();
      await new Promise((r) => setTimeout(r, 30));
    }
    await q.enqueue(db.kysely, { i: 4 }, alice); // fourth of the day
    const capped = await q.enqueue(db.kysely, { i: 5 }, alice).catch((e: unknown) => e);
    expect((capped as AppError).code).toBe('quota_exceeded');
    now = new Date(now.getTime() + 24 * 3600_000); // the next India day
    await q.enqueue(db.kysely, { i: 6 }, alice);
    await until(() => release.length > 0);
    expect(most).toBe(2);
    release.forEach((r) => r());
    await jobs.stop();
  });
});
