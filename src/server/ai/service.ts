import type { FastifyBaseLogger } from 'fastify';
import type { ChatRequest, EngineInfo, ExplainRequest, MicroPlanRequest, NinetyDayRequest } from '../../shared/ai';
import type { Clock } from '../clock';
import { AppError } from '../http/errors';
import type { AiCache } from './cache';
import type { AiEngine, ChatStream, SummariseRequest, TopicContentType, TopicTypeRequest } from './engine';
import type { GenerateQuestionsRequest, QuestionAnalysisRequest } from './later-tasks';
import { chunksOf } from './offline/chat';
import type { AiQuota } from './quota';

/**
 * What the routes call: with a model engine a user may have three requests running at once (429 rate_limited
 * past that); every AI request is counted against the user's daily quota, then answered from the cache
 * when the same task was asked of the same engine and model (with the same library) within the TTL, else by the
 * engine. Answers the offline engine gave in place of a failed model (`fallback`) are not cached: the model gets
 * its chance again next time.
 */
/** A model engine's requests one user may have running at once (the offline engine answers in milliseconds). */
export const MODEL_REQUESTS_PER_USER = 3;

export class AiService {
  private readonly running = new Map<string, number>();
  constructor(
    private readonly deps: { engine: AiEngine; cache: AiCache; quota: AiQuota; clock: Clock; log?: FastifyBaseLogger },
  ) {}

  /** Holds one of the user's concurrent slots (model engines only) until `release` is called. */
  private hold(userId: string): () => void {
    if (this.engine.id === 'offline') return () => {};
    const n = this.running.get(userId) ?? 0;
    if (n >= MODEL_REQUESTS_PER_USER) {
      throw new AppError(429, 'rate_limited', `You already have ${MODEL_REQUESTS_PER_USER} AI requests running. Wait for one to finish.`);
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

  get engine() {
    return this.deps.engine;
  }

  private async cached<T extends EngineInfo>(userId: string, task: string, input: unknown, call: () => Promise<T>, keepCase = false): Promise<T> {
    const release = this.hold(userId);
    try {
      return await this.answer(userId, task, input, call, keepCase);
    } finally {
      release();
    }
  }

  private async answer<T extends EngineInfo>(userId: string, task: string, input: unknown, call: () => Promise<T>, keepCase: boolean): Promise<T> {
    const { engine, cache, quota, clock } = this.deps;
    await quota.charge(userId, clock());
    if (!cache.enabled) return call();
    const key = await cache.key(task, engine.id, engine.model, input, keepCase);
    const hit = await cache.get<T>(key, clock());
    if (hit) return { ...hit, cached: true };
    const out = await call();
    if (!out.fallback) {
      await cache.put(key, { task, engine: out.engine, model: out.model }, out, clock()).catch((err: unknown) => this.deps.log?.warn({ err }, 'ai cache write failed'));
    }
    return out;
  }

  microPlan(userId: string, input: MicroPlanRequest) {
    return this.cached(userId, 'micro-plan', input, () => this.engine.microPlan(input));
  }

  /** Not cached: a plan starts today and is stored for the user. */
  async ninetyDayPlan(userId: string, input: NinetyDayRequest) {
    const release = this.hold(userId);
    try {
      await this.deps.quota.charge(userId, this.deps.clock());
      return await this.engine.ninetyDayPlan(input);
    } finally {
      release();
    }
  }

  explainTopic(userId: string, input: ExplainRequest) {
    return this.cached(userId, 'explain-topic', input, () => this.engine.explainTopic(input));
  }

  topicContent(userId: string, type: TopicContentType, input: TopicTypeRequest) {
    return this.cached(userId, `topic-${type}`, input, () => this.engine.topicContent(type, input));
  }

  chat(userId: string, input: ChatRequest) {
    return this.cached(userId, 'chat', chatKey(input), () => this.engine.chat(input));
  }

  summarise(userId: string, input: SummariseRequest) {
    return this.cached(userId, 'summarise', input, () => this.engine.summarise(input), true);
  }

  generateQuestions(userId: string, input: GenerateQuestionsRequest) {
    return this.cached(userId, 'generate-questions', input, () => this.engine.generateQuestions(input));
  }

  analyseQuestion(userId: string, input: QuestionAnalysisRequest) {
    return this.cached(userId, 'analyse-question', input, () => this.engine.analyseQuestion(input), true);
  }

  /**
   * The streamed chat shares the plain chat's cache entries: a cached answer is streamed in pieces; a fresh one is
   * collected as it streams and stored when it ends complete.
   */
  async chatStream(userId: string, input: ChatRequest): Promise<ChatStream> {
    const release = this.hold(userId);
    try {
      const s = await this.openStream(userId, input);
      return { ...s, deltas: releasing(s.deltas, release) };
    } catch (err) {
      release();
      throw err;
    }
  }

  private async openStream(userId: string, input: ChatRequest): Promise<ChatStream> {
    const { engine, cache, quota, clock, log } = this.deps;
    await quota.charge(userId, clock());
    const key = cache.enabled ? await cache.key('chat', engine.id, engine.model, chatKey(input)) : null;
    const hit = key ? await cache.get<{ response: string; sources: ChatStream['sources'] } & EngineInfo>(key, clock()) : undefined;
    if (hit) {
      const { response, sources, ...info } = hit;
      return { info: { ...info, cached: true }, sources, deltas: toAsync(chunksOf(response)) };
    }
    const stream = await engine.chatStream(input);
    if (!key || stream.info.fallback) return stream;
    async function* collect(): AsyncGenerator<string> {
      let text = '';
      for await (const d of stream.deltas) {
        text += d;
        yield d;
      }
      await cache
        .put(key!, { task: 'chat', engine: stream.info.engine, model: stream.info.model }, { response: text, sources: stream.sources, ...stream.info }, clock())
        .catch((err: unknown) => log?.warn({ err }, 'ai cache write failed'));
    }
    return { ...stream, deltas: collect() };
  }
}

/** The widget's fixed `context` text does not change the answer, so it is not part of the cache key. */
const chatKey = ({ context: _context, ...rest }: ChatRequest) => rest;

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
