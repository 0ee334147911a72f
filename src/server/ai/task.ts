import type { ModelMessage } from 'ai';
import type { z } from 'zod';
import type { AiSource, EngineInfo } from '@shared/ai';
import type { ChatDoubt } from '@shared/chat';
import type { Executor } from '../db/database';

/**
 * An AI task: what one feature asks of the AI engine. The feature owns its recipe (this object, in its own folder)
 * and lists it in the registry (ai/registry.ts); the AI service applies the quota, the cache, the model gate, the
 * fallback and the engine label to every task alike (ai/service.ts).
 *
 * Every task has an offline recipe: real retrieval and ranking over the content library, the default engine and the
 * fallback. A task that a model can do better adds `withModel`, which gets the offline answer as its draft and
 * grounding; a task without it (bank questions, schedules) is answered offline whichever engine is configured.
 */
export interface AiTask<I, O extends object> {
  /** Stable name: part of the cache key and of log lines. */
  readonly name: string;
  /** The answer without the engine fields; a model's output is parsed with it before it leaves the server. */
  readonly output: z.ZodType<O>;
  /** Cached by default (per normalised input, engine, model and library version). */
  readonly cache?: false | { keepCase?: boolean; key?: (input: I) => unknown };
  offline(input: I, ctx: TaskContext): Promise<O>;
  /** The model's answer from the offline draft; `null` keeps the draft (e.g. the library has nothing to ground on). */
  withModel?(input: I, draft: O, model: ModelTools, ctx: TaskContext): Promise<O | null>;
}

/** A task whose answer is Markdown that may be streamed (the tutor chat). */
export interface StreamingAiTask<I> extends AiTask<I, StreamableAnswer> {
  /** The model's streamed answer from the offline draft; `null` streams the draft. */
  streamWithModel?(
    input: I,
    draft: StreamableAnswer,
    model: ModelTools,
    ctx: TaskContext,
  ): Promise<{ deltas: AsyncIterable<string>; sources: AiSource[] } | null>;
}
export interface StreamableAnswer {
  response: string;
  sources: AiSource[];
  /** 0–1 from the retrieval scores; the web shows a low one as "not sure" */
  confidence?: number;
  sure?: boolean;
  answerKey?: string;
  /** why a not-sure answer is not answered, when it is not the library */
  doubt?: ChatDoubt;
}

export interface TaskContext {
  db: Executor;
  /** The server clock at the request. */
  now: Date;
}

/** The model behind the SDK engine, each call with the time limit and one retry; output checked with zod. */
export interface ModelTools {
  object<S extends z.ZodType>(schema: S, system: string, messages: ModelMessage[]): Promise<z.output<S>>;
  markdown(schema: z.ZodType<string>, system: string, messages: ModelMessage[]): Promise<string>;
  stream(system: string, messages: ModelMessage[]): Promise<AsyncIterable<string>>;
}

/** An answer as it leaves the AI service: the task's output and who made it. */
export type Answered<O> = O & EngineInfo;

/** A streamed answer: who answers and from which passages is known before the first word. */
export interface ChatStream {
  info: EngineInfo;
  sources: AiSource[];
  confidence?: number;
  sure?: boolean;
  answerKey?: string;
  doubt?: ChatDoubt;
  deltas: AsyncIterable<string>;
}
