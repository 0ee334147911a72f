import { sql } from 'kysely';
import type { Executor } from '../db/database';
import type { JobState } from '../db/schema-jobs';

/** A job as its handler and its owner's status page see it. */
export interface Job<P = unknown> {
  id: string;
  queue: string;
  userId: string | null;
  payload: P;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  progress: number;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

type Row = {
  id: string;
  queue: string;
  user_id: string | null;
  payload: unknown;
  state: JobState;
  attempts: number;
  max_attempts: number;
  progress: number;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
};
const parse = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
export const toJob = <P>(r: Row): Job<P> => ({
  id: r.id,
  queue: r.queue,
  userId: r.user_id,
  payload: parse(r.payload) as P,
  state: r.state,
  attempts: Number(r.attempts),
  maxAttempts: Number(r.max_attempts),
  progress: Number(r.progress),
  lastError: r.last_error,
  createdAt: new Date(r.created_at),
  finishedAt: r.finished_at ? new Date(r.finished_at) : null,
});

export async function insertJob(
  db: Executor,
  j: { queue: string; userId: string | null; payload: unknown; maxAttempts: number; now: Date },
): Promise<string> {
  const row = await db
    .insertInto('jobs')
    .values({
      queue: j.queue,
      user_id: j.userId,
      payload: JSON.stringify(j.payload),
      max_attempts: j.maxAttempts,
      run_after: j.now,
      created_at: j.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One user's jobs on a queue: not finished yet, and created since a time. */
export async function countUserJobs(db: Executor, queue: string, userId: string, since: Date) {
  const row = await db
    .selectFrom('jobs')
    .select([
      sql<number>`count(*) filter (where state in ('queued', 'active'))`.as('open'),
      sql<number>`count(*) filter (where created_at >= ${since})`.as('today'),
    ])
    .where('queue', '=', queue)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), today: Number(row.today) };
}

/**
 * Takes the next runnable job of a queue: queued and due, or active with its lease run out (its worker died). A user
 * with `perUser` jobs already active waits, so one candidate's uploads never hold every worker. `skip locked` lets
 * several app servers claim at once without taking the same row.
 */
export async function claimJob(db: Executor, queue: string, now: Date, leaseMs: number, perUser: number): Promise<Job | null> {
  const lease = new Date(now.getTime() + leaseMs);
  const { rows } = await sql<Row>`
    update jobs set state = 'active', attempts = attempts + 1, locked_until = ${lease}
    where id = (
      select j.id from jobs j
      where j.queue = ${queue} and j.run_after <= ${now}
        and (j.state = 'queued' or (j.state = 'active' and j.locked_until < ${now}))
        and (j.user_id is null or (
          select count(*) from jobs a
          where a.queue = j.queue and a.user_id = j.user_id and a.state = 'active' and a.locked_until >= ${now}
        ) < ${perUser})
      order by j.run_after, j.created_at
      limit 1
      for update skip locked
    )
    returning id, queue, user_id, payload, state, attempts, max_attempts, progress, last_error, created_at, finished_at`.execute(db);
  return rows[0] ? toJob(rows[0]) : null;
}

/** Progress 0–1 and a longer lease: a running job keeps its claim while it reports. */
export async function touchJob(db: Executor, id: string, progress: number, lockedUntil: Date) {
  await db
    .updateTable('jobs')
    .set({ progress: Math.max(0, Math.min(1, progress)), locked_until: lockedUntil })
    .where('id', '=', id)
    .where('state', '=', 'active')
    .execute();
}

export async function finishJob(db: Executor, id: string, now: Date) {
  await db.updateTable('jobs').set({ state: 'done', progress: 1, locked_until: null, finished_at: now }).where('id', '=', id).execute();
}

/** A failed attempt: back in the queue after `retryAt`, or failed for good when no attempts are left. */
export async function failJob(db: Executor, job: Job, error: string, now: Date, retryAt: Date | null) {
  await db
    .updateTable('jobs')
    .set(
      retryAt
        ? { state: 'queued', run_after: retryAt, locked_until: null, last_error: error }
        : { state: 'failed', locked_until: null, last_error: error, finished_at: now },
    )
    .where('id', '=', job.id)
    .execute();
}

/** A job stopped by a shutdown goes back to the queue at once, its attempt not counted. */
export async function releaseJob(db: Executor, id: string) {
  await db
    .updateTable('jobs')
    .set({ state: 'queued', locked_until: null, attempts: sql`greatest(attempts - 1, 0)` })
    .where('id', '=', id)
    .where('state', '=', 'active')
    .execute();
}

export async function getJob(db: Executor, id: string): Promise<Job | null> {
  const row = await db
    .selectFrom('jobs')
    .select(['id', 'queue', 'user_id', 'payload', 'state', 'attempts', 'max_attempts', 'progress', 'last_error', 'created_at', 'finished_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toJob(row as Row) : null;
}
