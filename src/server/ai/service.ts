import type { FastifyBaseLogger } from 'fastify';
import type { EngineInfo } from '@shared/ai';
import type { Clock } from '../clock';
import type { Executor } from '../db/database';
import { AppError } from '../http/errors';
import type { AiCache } from './cache';
import { engineInfoOf, offlineEngine, type Engine } from './engine';
import type { AiQuota } from './quota';
import { safeStream, safeStrings } from './sdk/safe-markdown';
import type { AiTask, Answered, ChatStream, StreamableAnswer, StreamingAiTask, TaskContext } from './task';

/** A model engine's requests one user may have running at once (the offline engine answers in milliseconds). */
export const MODEL_REQUESTS_PER_USER = 3;

/**
 * The one way a feature asks the AI engine for something: `run(task, user, input)` (or `stream` for the chat).
 * Every request is counted against the user's daily quota; then it is answered from the cache when the same task
 * was asked of the same engine and model (with the same library) within the TTL; else the task's offline recipe
 * drafts the answer and, with a model configured, the model writes it from that draft. A model that fails, times out,
 * answers outside the schema or finds the server's model slots full leaves the offline answer, marked `fallback`
 * (never cached: the model gets its chance again next time). With a model, a user may have three requests running
 * at once (429 rate_limited past that).
 */
export class AiService {
  private readonly running = new Map<string, number>();
  private readonly registered: ReadonlySet<AiTask<never, object>>;
  constructor(
    private readonly deps: {
      engine: Engine;
      db: Executor;
      cache: AiCache;
      quota: AiQuota;
      clock: Clock;
      log?: FastifyBaseLogger;
      tasks: readonly AiTask<never, object>[];
    },
  ) {
    const names = deps.tasks.map((t) => t.name);
    const twice = names.find((n, i) => names.indexOf(n) !== i);
    if (twice) throw new Error(`two AI tasks are named '${twice}'`);
    this.registered = new Set(deps.tasks);
  }

  get engine(): Pick<Engine, 'id' | 'model'> {
    return this.deps.engine;
  }

  async run<I, O extends object>(task: AiTask<I, O>, userId: string, input: I): Promise<Answered<O>> {
    this.assertRegistered(task);
    const release = this.hold(userId);
    try {
      const { cache, clock } = this.deps;
      const now = clock();
      const key = task.cache !== false && cache.enabled ? await this.keyOf(task, input) : null;
      const hit = await this.charge<Answered<O>>(userId, now, key);
      if (hit) return { ...hit, cached: true };
      const out = await this.answer(task, input, { db: this.deps.db, now });
      if (key && !out.fallback) await this.store(key, task.name, out, now);
      return out;
    } finally {
      release();
    }
  }

  /**
   * The chat's streamed answer. It shares the plain answer's cache entries: a cached answer is streamed in pieces; a
   * fresh one is collected as it streams and stored when it ends complete.
   */
  async stream<I>(task: StreamingAiTask<I>, userId: string, input: I): Promise<ChatStream> {
    this.assertRegistered(task);
    const release = this.hold(userId);
    try {
      const s = await this.openStream(task, userId, input);
      return { ...s, deltas: releasing(s.deltas, release) };
    } catch (err) {
      release();
      throw err;
    }
  }

  private async answer<I, O extends object>(task: AiTask<I, O>, input: I, ctx: TaskContext): Promise<Answered<O>> {
    const { engine } = this.deps;
    const draft = await task.offline(input, ctx);
    // an answer the offline recipe gives by design (no model recipe, or nothing to ground a model on) says so
    if (!engine.tools || !task.withModel) return { ...draft, ...engineInfoOf(offlineEngine) };
    try {
      if (!engine.tryEnter()) throw new Error('model slots full');
      try {
        const out = await task.withModel(input, draft, engine.tools, ctx);
        if (out === null) return { ...draft, ...engineInfoOf(offlineEngine) };
        return { ...safeStrings(task.output.parse(out)), ...engineInfoOf(engine) };
      } finally {
        engine.leave();
      }
    } catch (err) {
      this.deps.log?.warn(
        { task: task.name, err: err instanceof Error ? err.message : String(err) },
        'ai model answer failed; offline answer instead',
      );
      return { ...draft, ...engineInfoOf(offlineEngine, { fallback: true }) };
    }
  }

  private async openStream<I>(task: StreamingAiTask<I>, userId: string, input: I): Promise<ChatStream> {
    const { engine, cache, clock } = this.deps;
    const now = clock();
    const key = task.cache !== false && cache.enabled ? await this.keyOf(task, input) : null;
    const hit = await this.charge<Answered<StreamableAnswer>>(userId, now, key);
    if (hit) {
      const { response, sources, confidence, sure, answerKey, doubt, ...info } = hit;
      return { info: { ...info, cached: true }, sources, confidence, sure, answerKey, doubt, deltas: toAsync(chunksOf(response)) };
    }
    const ctx = { db: this.deps.db, now };
    const draft = await task.offline(input, ctx);
    const sureness = { confidence: draft.confidence, sure: draft.sure, answerKey: draft.answerKey, doubt: draft.doubt };
    const offline = (info: EngineInfo): ChatStream => ({ info, sources: draft.sources, ...sureness, deltas: toAsync(chunksOf(draft.response)) });
    if (!engine.tools || !task.streamWithModel) return offline(engineInfoOf(offlineEngine));
    if (!engine.tryEnter()) return offline(engineInfoOf(offlineEngine, { fallback: true }));
    let s: Awaited<ReturnType<NonNullable<typeof task.streamWithModel>>>;
    try {
      s = await task.streamWithModel(input, draft, engine.tools, ctx);
    } catch (err) {
      engine.leave();
      this.deps.log?.warn(
        { task: task.name, err: err instanceof Error ? err.message : String(err) },
        'ai model stream failed; offline answer instead',
      );
      return offline(engineInfoOf(offlineEngine, { fallback: true }));
    }
    if (!s) {
      engine.leave();
      return offline(engineInfoOf(offlineEngine));
    }
    const info = engineInfoOf(engine);
    const sources = s.sources;
    const deltas = safeStream(s.deltas);
    const store = (text: string) => {
      const answer: Answered<StreamableAnswer> = { response: text, sources, ...sureness, ...info };
      return key ? this.store(key, task.name, answer, now) : Promise.resolve();
    };
    async function* collect(): AsyncGenerator<string> {
      let text = '';
      try {
        for await (const d of deltas) {
          text += d;
          yield d;
        }
      } finally {
        engine.leave();
      }
      await store(text);
    }
    return { info, sources, ...sureness, deltas: collect() };
  }

  /**
   * Counts the request against the daily quota (429 past it) and, with a cache key, reads the cached answer in the
   * same statement — or not at all when this instance holds a copy: a cached answer costs one statement, shared with
   * the requests that arrive with it (the library's version is held in memory, the session too).
   */
  private async charge<T>(userId: string, now: Date, key: string | null): Promise<T | undefined> {
    const { cache, quota } = this.deps;
    const held = key === null ? undefined : cache.heldText(key, now);
    const { cached } = await quota.chargeAndRead(userId, now, held === undefined ? key : null);
    if (key !== null && cached) cache.hold(key, cached);
    const text = held ?? cached?.text;
    return text === undefined ? undefined : (JSON.parse(text) as T);
  }

  private keyOf<I>(task: AiTask<I, object>, input: I): Promise<string> {
    const { engine, cache } = this.deps;
    const c = task.cache || {};
    return cache.key(task.name, engine.id, engine.model, c.key ? c.key(input) : input, c.keepCase);
  }

  private async store(key: string, task: string, out: EngineInfo, now: Date): Promise<void> {
    await this.deps.cache
      .put(key, { task, engine: out.engine, model: out.model }, out, now)
      .catch((err: unknown) => this.deps.log?.warn({ err }, 'ai cache write failed'));
  }

  private assertRegistered(task: AiTask<never, object>): void {
    if (!this.registered.has(task)) throw new Error(`AI task '${task.name}' is not in the registry (src/server/ai-tasks.ts)`);
  }

  /** Holds one of the user's concurrent slots (model engines only) until `release` is called. */
  private hold(userId: string): () => void {
    if (!this.deps.engine.tools) return () => {};
    const n = this.running.get(userId) ?? 0;
    if (n >= MODEL_REQUESTS_PER_USER) {
      throw new AppError(
        429,
        'ai_requests_running',
        `You already have ${MODEL_REQUESTS_PER_USER} AI requests running. Wait for one to finish.`,
        undefined,
        { limit: MODEL_REQUESTS_PER_USER },
      );
    }
    this.running.set(userId, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(userId) ?? 1) - 1;
      if (left > 0) this.running.set(userId, left);
      else this.running.delete(userId);
    };
  }
}

/** An answer in pieces of a few words, for the streamed chat. */
export function* chunksOf(text: string, size = 48): Generator<string> {
  let i = 0;
  while (i < text.length) {
    let end = Math.min(text.length, i + size);
    const space = text.lastIndexOf(' ', end);
    if (end < text.length && space > i) end = space + 1;
    yield text.slice(i, end);
    i = end;
  }
}

async function* releasing(deltas: AsyncIterable<string>, release: () => void): AsyncGenerator<string> {
  try {
    yield* deltas;
  } finally {
    release();
  }
}

async function* toAsync(chunks: Iterable<string>): AsyncGenerator<string> {
  yield* chunks;
}
