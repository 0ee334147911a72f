import { createHash } from 'node:crypto';
import { contentVersion } from '../library';
import type { CachedText } from './quota-batch';
import * as repo from './repo';
import type { Executor } from '../db/database';

/** Bump when an engine's answers change shape or meaning: older cached answers are then never read. */
// 2: a chat answer not answered for being an opinion or a forecast says so (`doubt`)
// 3: …and one for asking the news or a figure of a day (`doubt: 'not-dated'`)
const CACHE_FORMAT = 3;
const HOUR_MS = 3_600_000;
/** Expired rows are deleted on about one write in this many. */
const PRUNE_EVERY = 200;
/** Entries this instance keeps a copy of (the latest read), and their text's total length at most. */
const HELD_ENTRIES = 1000;
const HELD_CHARS = 4_000_000;

/**
 * An input as the cache sees it: keys sorted, undefined dropped, text in NFC with its spaces collapsed and — unless
 * the case carries meaning (`keepCase`, e.g. text to summarise) — lower-cased: "Fundamental  rights" and
 * "fundamental rights" are one question.
 */
export function normalise(value: unknown, keepCase = false): unknown {
  if (typeof value === 'string') {
    const s = value.normalize('NFC').replace(/\s+/g, ' ').trim();
    return keepCase ? s : s.toLowerCase();
  }
  if (Array.isArray(value)) return value.map((v) => normalise(v, keepCase));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, normalise((value as Record<string, unknown>)[k], keepCase)]),
    );
  }
  return value;
}

export function cacheKey(parts: { task: string; engine: string; model: string; version: string; input: unknown; keepCase?: boolean }): string {
  return createHash('sha256')
    .update(JSON.stringify([CACHE_FORMAT, parts.task, parts.engine, parts.model, parts.version, normalise(parts.input, parts.keepCase)]))
    .digest('hex');
}

/**
 * Generated answers in Postgres, keyed by task + normalised input + engine + model (+ library version), with a TTL.
 * The entries read lately are also held here as text until they expire (issue 9): a cached answer asked again on this
 * instance then costs only its quota charge. A key names one question to one engine and model of one library
 * version, so any entry under it is a right answer; each use parses the text into an object of its own.
 */
export class AiCache {
  private writes = 0;
  private readonly held = new Map<string, CachedText>();
  private heldChars = 0;
  constructor(
    private readonly db: Executor,
    private readonly ttlHours: number,
  ) {}

  get enabled() {
    return this.ttlHours > 0;
  }

  async key(task: string, engine: string, model: string, input: unknown, keepCase = false): Promise<string> {
    return cacheKey({ task, engine, model, version: await contentVersion(this.db), input, keepCase });
  }

  /** The held copy of the entry `key` (its JSON text), unless none is held or it has expired by `now`. */
  heldText(key: string, now: Date): string | undefined {
    const e = this.held.get(key);
    if (!e) return undefined;
    if (e.expiresAt > now) return e.text;
    this.drop(key, e);
    return undefined;
  }

  /** Keeps a copy of an entry read by another statement (AiQuota.chargeAndRead); the oldest copies go first. */
  hold(key: string, entry: CachedText): void {
    const old = this.held.get(key);
    if (old) this.drop(key, old);
    if (entry.text.length > HELD_CHARS / 10) return;
    this.held.set(key, entry);
    this.heldChars += entry.text.length;
    for (const [k, e] of this.held) {
      if (this.held.size <= HELD_ENTRIES && this.heldChars <= HELD_CHARS) break;
      this.drop(k, e);
    }
  }

  private drop(key: string, e: CachedText): void {
    this.held.delete(key);
    this.heldChars -= e.text.length;
  }

  /** The entry's value as stored (for a value read by another statement, AiQuota.chargeAndRead). */
  async get<T>(key: string, now: Date): Promise<T | undefined> {
    return (await repo.cacheGet(this.db, key, now)) as T | undefined;
  }

  async put(key: string, meta: { task: string; engine: string; model: string }, value: unknown, now: Date): Promise<void> {
    await repo.cachePut(this.db, { key, ...meta, value, now, expiresAt: new Date(now.getTime() + this.ttlHours * HOUR_MS) });
    if (++this.writes % PRUNE_EVERY === 0) await repo.pruneCache(this.db, now);
  }
}
