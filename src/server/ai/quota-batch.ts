import { setImmediate as nextTurn } from 'node:timers';

/**
 * Group commit of AI quota charges (issue 9): requests that arrive while a charge statement is running — or within
 * the same turn of the event loop — share the next statement, one multi-row upsert that counts each of them and
 * reads their cache entries (ai/repo.ts `chargeBatch`). The count stays exact because the database still decides
 * it row by row: a batch holds at most one request per user and day (a second one waits for the next batch), each
 * request learns its own new count from the upsert's `returning`, and a request the upsert refused (the limit was
 * reached) gets no count and was not counted. Nothing is held in memory between statements, so two instances on one
 * Postgres share the limit as before.
 */

export interface ChargeRequest {
  userId: string;
  /** YYYY-MM-DD, UTC */
  day: string;
  /** the cache entry to read beside the charge, or null */
  key: string | null;
  /** the request's clock: entries expired by then are not read (a batch reads with its latest) */
  now: Date;
}

export interface ChargeResult {
  /** the user's count for the day after this request, or null: refused (the limit was reached), not counted */
  count: number | null;
  /** the cache entry; undefined on a miss or without a key */
  value: CachedText | undefined;
}

/** A cache entry as read: its value as JSON text (parsed by whoever uses it, so each use has its own copy). */
export interface CachedText {
  text: string;
  expiresAt: Date;
}

/** What one statement answered: each request's new count by position (null: refused, not counted), entries by key. */
export interface BatchAnswer {
  counts: readonly (number | null)[];
  values: ReadonlyMap<string, CachedText>;
}

export type RunBatch = (requests: readonly ChargeRequest[]) => Promise<BatchAnswer>;

interface Pending extends ChargeRequest {
  resolve(r: ChargeResult): void;
  reject(err: unknown): void;
}

export class ChargeBatcher {
  private queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;

  /**
   * `maxInFlight`: statements sent at once (Postgres: a few of the pool's connections; PGlite runs one at a time, so
   * a second one is pipelined: sent while the first runs, it starts as soon as the first is done). `maxBatch`: requests per statement at most.
   */
  constructor(
    private readonly runBatch: RunBatch,
    private readonly opts: { maxInFlight: number; maxBatch: number },
  ) {
    if (opts.maxInFlight < 1 || opts.maxBatch < 1) throw new Error('ChargeBatcher needs maxInFlight and maxBatch ≥ 1');
  }

  /** Statements running now and requests waiting for one (tests, metrics). */
  get state() {
    return { inFlight: this.inFlight, waiting: this.queue.length };
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    return new Promise<ChargeResult>((resolve, reject) => {
      this.queue.push({ ...request, resolve, reject });
      this.schedule();
    });
  }

  /** Sends what waits once the current turn of the event loop has queued everything it brought. */
  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.opts.maxInFlight || this.queue.length === 0) return;
    this.scheduled = true;
    nextTurn(() => {
      this.scheduled = false;
      while (this.inFlight < this.opts.maxInFlight && this.queue.length > 0) this.send(this.take());
    });
  }

  /** The next batch: queue order, at most one request per user and day, at most maxBatch; the rest keep waiting. */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const seen = new Set<string>();
    for (const p of this.queue) {
      const k = `${p.userId.toLowerCase()} ${p.day}`; // as the uuid column compares them
      if (batch.length < this.opts.maxBatch && !seen.has(k)) {
        seen.add(k);
        batch.push(p);
      } else rest.push(p);
    }
    this.queue = rest;
    return batch;
  }

  private send(batch: Pending[]): void {
    this.inFlight++;
    let answer: Promise<BatchAnswer>;
    try {
      answer = this.runBatch(batch.map(({ userId, day, key, now }) => ({ userId, day, key, now })));
    } catch (err) {
      answer = Promise.reject(err);
    }
    // the next batch is scheduled before this one's requests go on
    answer.then(
      (a) => {
        this.done();
        batch.forEach((p, i) => p.resolve({ count: a.counts[i] ?? null, value: p.key === null ? undefined : a.values.get(p.key) }));
      },
      // the statement failed: nothing of it was committed, so every request of the batch fails, none is counted
      (err: unknown) => {
        this.done();
        for (const p of batch) p.reject(err);
      },
    );
  }

  private done(): void {
    this.inFlight--;
    this.schedule();
  }
}
