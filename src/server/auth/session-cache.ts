import { rowChangeGeneration } from '../db/table-writes';

/**
 * How long this instance answers a session from memory before reading it again (issue 9). It bounds what another
 * instance's change takes to be seen here: a sign-out, "sign out everywhere" or plan change made through another
 * instance ends this instance's copy within this time. On this instance they take effect at once: sign-outs drop
 * the copy, and any update of a `users` row through Kysely (profile, plan) drops every copy (db/table-writes.ts).
 */
export const SESSION_CACHE_MS = 3_000;
/** Past this many sessions in memory the oldest are dropped (each entry is one user row, well under 1 KB). */
export const SESSION_CACHE_MAX = 20_000;

interface Entry<R> {
  row: R;
  userId: string;
  readAt: number;
  generation: number;
}

/** Session rows (with their user) by the session id's hash, for SESSION_CACHE_MS. */
export class SessionCache<R> {
  private readonly entries = new Map<string, Entry<R>>();

  constructor(
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly max = SESSION_CACHE_MAX,
  ) {}

  /** The generation to pass to `set` for a row read from now on. */
  generation(): number {
    return rowChangeGeneration('users');
  }

  get(idHash: string, nowMs: number): R | undefined {
    const e = this.entries.get(idHash);
    if (!e) return undefined;
    if (e.generation !== this.generation() || nowMs - e.readAt >= this.ttlMs || nowMs < e.readAt) {
      this.entries.delete(idHash);
      return undefined;
    }
    return e.row;
  }

  /** Keeps a row read at `generation` (taken before the read, so a write that raced it discards it). */
  set(idHash: string, userId: string, row: R, nowMs: number, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.generation()) return;
    this.entries.delete(idHash);
    this.entries.set(idHash, { row, userId, readAt: nowMs, generation });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(idHash: string): void {
    this.entries.delete(idHash);
  }

  forgetUser(userId: string): void {
    for (const [k, e] of this.entries) if (e.userId === userId) this.entries.delete(k);
  }

  get size() {
    return this.entries.size;
  }
}
