import { AppError } from '../http/errors';
import * as repo from './repo';
import type { Executor } from '../db/database';

/**
 * Each user's AI requests per UTC day (docs/decisions/004-ai-engine.md: every request counts, cached or not, so
 * the limit is one number a person can understand). Counted atomically in the database.
 */
export class AiQuota {
  constructor(
    private readonly db: Executor,
    readonly dailyLimit: number,
  ) {}

  async charge(userId: string, now: Date): Promise<number> {
    const used = await repo.incrementUsage(this.db, userId, now.toISOString().slice(0, 10), this.dailyLimit);
    if (used === null) this.refuse();
    return used;
  }

  /** Charges the request and reads the cache entry `key` in the same statement; the entry is undefined on a miss. */
  async chargeAndRead(userId: string, now: Date, key: string): Promise<{ used: number; cached: unknown }> {
    const r = await repo.incrementUsageAndRead(this.db, { userId, day: now.toISOString().slice(0, 10), limit: this.dailyLimit }, { key, now });
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
