import { sql } from 'kysely';
import type { Clock } from '../clock';
import { indiaDay } from '../clock';
import type { Executor } from '../db/database';
import { AppError } from '../http/errors';
import { claimJob, countUserJobs, failJob, finishJob, getJob, insertJob, releaseJob, touchJob, type Job } from './repo';

export interface QueueOptions {
  /** Jobs of this queue running at once in this process (default 1: OCR uses a core). */
  concurrency?: number;
  /** Jobs of one user running at once, across every app server (default 1). */
  perUserConcurrency?: number;
  /** Queued or running jobs one user may have; the next enqueue is 429 `rate_limited` (default 5). */
  perUserOpen?: number;
  /** Jobs one user may start per India day; the next is 429 `quota_exceeded` (default 30). */
  perUserPerDay?: number;
  /** Attempts before the job fails for good (default 3); retries back off 2 s, 4 s, 8 s… */
  maxAttempts?: number;
  /** How long a claim holds without a heartbeat; a crashed worker's job is taken again after it (default 60 s). */
  leaseMs?: number;
}
export interface JobContext {
  /** Reports progress 0–1 (the owner's status page shows it) and renews the claim. */
  progress(p: number): Promise<void>;
  /** Aborted when the app shuts down; the job goes back to the queue and runs again after the restart. */
  signal: AbortSignal;
}
export type JobHandler<P> = (job: Job<P>, ctx: JobContext) => Promise<void>;

interface Defined {
  queue: string;
  handler: JobHandler<never>;
  o: Required<QueueOptions>;
  running: number;
}
export interface QueueHandle<P> {
  /** Adds a job (in the caller's transaction when `db` is one), after the user's limits; returns its id. */
  enqueue(db: Executor, payload: P, userId: string | null): Promise<string>;
}

const DEFAULTS: Required<QueueOptions> = {
  concurrency: 1,
  perUserConcurrency: 1,
  perUserOpen: 5,
  perUserPerDay: 30,
  maxAttempts: 3,
  leaseMs: 60_000,
};

/**
 * A background job queue on the app's own Postgres (PGlite or a server): jobs are rows (migration 015-jobs), a
 * worker loop in every app process claims them with `for update skip locked` and a lease, so a job survives a
 * restart or a crash and two app servers share the work. Why not pg-boss: docs/decisions/012-ocr-and-job-queue.md.
 */
export class JobQueue {
  private readonly queues = new Map<string, Defined>();
  private readonly inFlight = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private stopped = false;
  private pumping = false;
  private pumpAgain = false;

  constructor(private readonly deps: { db: Executor; clock: Clock; log?: { error(obj: unknown, msg?: string): void }; pollMs?: number }) {}

  define<P>(queue: string, handler: JobHandler<P>, opts: QueueOptions = {}): QueueHandle<P> {
    if (this.queues.has(queue)) throw new Error(`job queue ${queue} defined twice`);
    const o = { ...DEFAULTS, ...opts };
    this.queues.set(queue, { queue, handler: handler as JobHandler<never>, o, running: 0 });
    return {
      enqueue: async (db, payload, userId) => {
        const add = async (trx: Executor) => {
          const now = this.deps.clock();
          if (userId) await this.checkLimits(trx, queue, userId, o, now);
          return insertJob(trx, { queue, userId, payload, maxAttempts: o.maxAttempts, now });
        };
        // In the caller's transaction when given one (the job and the row it is for commit together).
        const id = db.isTransaction ? await add(db) : await db.transaction().execute(add);
        this.wake();
        return id;
      },
    };
  }

  get(id: string): Promise<Job | null> {
    return getJob(this.deps.db, id);
  }

  /** Starts the worker loop (app.ts, once the migrations ran). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.wake();
  }

  /** Stops claiming, aborts running jobs, waits for them up to `timeoutMs`, and puts unfinished ones back. */
  async stop(timeoutMs = 5000): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const running = [...this.inFlight.entries()];
    for (const [, r] of running) r.controller.abort();
    await Promise.race([Promise.allSettled(running.map(([, r]) => r.done)), new Promise((r) => setTimeout(r, timeoutMs).unref())]);
    await Promise.allSettled([...this.inFlight.keys()].map((id) => releaseJob(this.deps.db, id)));
  }

  private async checkLimits(trx: Executor, queue: string, userId: string, o: Required<QueueOptions>, now: Date) {
    // One enqueue per user and queue at a time, so two uploads at once cannot both slip under the limit.
    await sql`select pg_advisory_xact_lock(hashtext(${`${queue}:${userId}`}))`.execute(trx);
    const dayStart = new Date(Date.parse(`${indiaDay(now)}T00:00:00+05:30`));
    const { open, today } = await countUserJobs(trx, queue, userId, dayStart);
    if (today >= o.perUserPerDay) {
      throw new AppError(429, 'quota_exceeded', `Daily limit of ${o.perUserPerDay} reached.`, undefined, { limit: o.perUserPerDay });
    }
    if (open >= o.perUserOpen) {
      throw new AppError(429, 'rate_limited', `${o.perUserOpen} jobs are already waiting.`, undefined, { limit: o.perUserOpen }, 30);
    }
  }

  private wake() {
    if (!this.started || this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    void this.pump();
  }

  private schedule() {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.pump();
    }, this.deps.pollMs ?? 1000);
    this.timer.unref();
  }

  private async pump(): Promise<void> {
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.pumpAgain = false;
        for (const q of this.queues.values()) {
          while (!this.stopped && q.running < q.o.concurrency) {
            const job = await claimJob(this.deps.db, q.queue, this.deps.clock(), q.o.leaseMs, q.o.perUserConcurrency);
            if (!job) break;
            this.run(q, job);
          }
        }
      } while (this.pumpAgain && !this.stopped);
    } catch (err) {
      if (!this.stopped) this.deps.log?.error({ err }, 'job queue: claiming failed');
    } finally {
      this.pumping = false;
      this.schedule();
    }
  }

  private run(q: Defined, job: Job) {
    const controller = new AbortController();
    const { db, clock } = this.deps;
    let progress = job.progress;
    const renew = () => touchJob(db, job.id, progress, new Date(clock().getTime() + q.o.leaseMs));
    const heartbeat = setInterval(() => void renew().catch(() => undefined), q.o.leaseMs / 3);
    heartbeat.unref();
    q.running++;
    const ctx: JobContext = {
      progress: async (p) => {
        progress = p;
        if (!this.stopped) await renew();
      },
      signal: controller.signal,
    };
    const entry = { controller, done: Promise.resolve() };
    this.inFlight.set(job.id, entry);
    entry.done = (async () => {
      try {
        await q.handler(job as Job<never>, ctx);
        await finishJob(db, job.id, clock());
      } catch (err) {
        if (this.stopped) {
          await releaseJob(db, job.id).catch(() => undefined); // the next start runs it again
          return;
        }
        const message = err instanceof Error ? err.message : String(err);
        const now = clock();
        const retryAt = job.attempts < job.maxAttempts ? new Date(now.getTime() + 1000 * 2 ** job.attempts) : null;
        await failJob(db, job, message.slice(0, 500), now, retryAt).catch(() => undefined);
        this.deps.log?.error({ err, jobId: job.id, queue: q.queue }, 'job failed');
      } finally {
        clearInterval(heartbeat);
        q.running--;
        this.inFlight.delete(job.id);
        this.wake();
      }
    })();
  }
}
