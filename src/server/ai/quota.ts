import { AppError } from '../http/errors';
import { ChargeBatcher, type CachedText } from './quota-batch';
import * as repo from './repo';
import type { Executor } from '../db/database';

/** Requests per charge statement at most (a user's second request waits for the next one anyway). */
const MAX_BATCH = 256;

/**
 * Each user's AI requests per UTC day (docs/decisions/004-ai-engine.md: every request counts, cached or not, so
 * the limit is one number a person can understand). Counted atomically in the database; requests that arrive
 * together share one statement (group commit, quota-batch.ts), each still counted — or refused — exactly.
 */
export class AiQuota {
  private readonly batcher: ChargeBatcher;

  /** `statementsInFlight`: charge statements sent at once (app.ts: 2, on PGlite pipelined one behind the other). */
  constructor(
    db: Executor,
    readonly dailyLimit: number,
    statementsInFlight = 1,
  ) {
    this.batcher = new ChargeBatcher((requests) => repo.chargeBatch(db, requests, this.dailyLimit), {
      maxInFlight: statementsInFlight,
      maxBatch: MAX_BATCH,
    });
  }

  async charge(userId: string, now: Date): Promise<number> {
    return (await this.chargeAndRead(userId, now, null)).used;
  }

  /**
   * Charges the request and reads the cache entry `key` (unless null) in the same statement; the entry is undefined
   * on a miss.
   */
  async chargeAndRead(userId: string, now: Date, key: string | null): Promise<{ used: number; cached: CachedText | undefined }> {
    const r = await this.batcher.charge({ userId, day: now.toISOString().slice(0, 10), key, now });
    if (r.count === null) this.refuse();
    return { used: r.count, cached: r.value };
  }

  private refuse(): never {
    throw new AppError(
      429,
      'quota_exceeded',
      `You have used all ${this.dailyLimit} AI requests for today. The limit resets at midnight UTC (5:30 am in India).`,
      undefined,
      { limit: this.dailyLimit },
    );
  }
}
