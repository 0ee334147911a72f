import type { LanguageModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { AiConfig } from '../config';
import type { Clock } from '../clock';
import type { Executor } from '../db/database';
import { AiCache } from './cache';
import { offlineEngine, type Engine } from './engine';
import { AiQuota } from './quota';
import { Gate } from './sdk/gate';
import { generateMarkdown, generateObject, streamMarkdown, type ModelCallOptions } from './sdk/model-calls';
import { createModel, DEFAULT_MODELS, type SdkProvider } from './sdk/providers';
import { AiService } from './service';
import type { AiTask, ModelTools } from './task';

/** Model calls in flight across the server; past it, answers come from the offline recipes at once. */
export const MAX_MODEL_CALLS = 16;

/** A model behind the Vercel AI SDK (openai, google, openai-compatible) as the tasks see it. */
export function sdkEngine(o: { id: SdkProvider; modelName: string; maxConcurrent?: number } & ModelCallOptions): Engine {
  const gate = new Gate(o.maxConcurrent ?? MAX_MODEL_CALLS);
  const calls: ModelCallOptions = { model: o.model, timeoutMs: o.timeoutMs, log: o.log };
  const tools: ModelTools = {
    object: (schema, system, messages) => generateObject(calls, schema, system, messages),
    markdown: (schema, system, messages) => generateMarkdown(calls, schema, system, messages),
    stream: (system, messages) => streamMarkdown(calls, system, messages),
  };
  return { id: o.id, model: o.modelName, tools, tryEnter: () => gate.tryEnter(), leave: () => gate.leave() };
}

/**
 * The engine AI_PROVIDER names (offline by default) with the cache and the daily quota.
 * `model` replaces the provider's model (tests pass the AI SDK's MockLanguageModelV3).
 */
export function createAi(deps: {
  config: AiConfig;
  db: Executor;
  clock: Clock;
  tasks: readonly AiTask<never, object>[];
  log?: FastifyBaseLogger;
  model?: LanguageModel;
  /** quota charge statements running at once: 1 on PGlite (one statement at a time anyway), a few on Postgres */
  quotaStatementsInFlight?: number;
}): AiService {
  const { config, db, clock, log } = deps;
  let engine: Engine = offlineEngine;
  if (config.provider !== 'offline') {
    const provider = config.provider as SdkProvider;
    const { model, name } = deps.model ? { model: deps.model, name: config.model ?? DEFAULT_MODELS[provider] } : createModel({ ...config, provider });
    engine = sdkEngine({ id: provider, modelName: name, model, timeoutMs: config.timeoutMs, log });
  }
  return new AiService({
    engine,
    db,
    tasks: deps.tasks,
    cache: new AiCache(db, config.cacheTtlHours),
    quota: new AiQuota(db, config.dailyLimit, deps.quotaStatementsInFlight),
    clock,
    log,
  });
}
