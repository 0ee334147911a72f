import type { Kysely } from 'kysely';
import { addEvent, countEvents } from '../auth/repo';
import type { Database } from '../db/schema';
import { AppError } from './errors';

export interface Budget {
  /** the event kind in auth_events, e.g. 'pdf-export' */
  kind: string;
  limit: number;
  windowMs: number;
  message: string;
}

/**
 * A sliding-window limit kept in the database (auth_events), so it holds across restarts and across instances.
 * Over the limit: 429 with Retry-After; otherwise the use is recorded.
 */
export async function spend(db: Kysely<Database>, b: Budget, key: string, now: Date): Promise<void> {
  const used = await countEvents(db, b.kind, key, new Date(now.getTime() - b.windowMs));
  if (used >= b.limit) throw new AppError(429, 'rate_limited', b.message, undefined, undefined, Math.ceil(b.windowMs / 1000));
  await addEvent(db, b.kind, key, now);
}
