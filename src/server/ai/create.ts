import type { LanguageModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AiConfig } from '../config';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { AiCache } from './cache';
import type { AiEngine } from './engine';
import { OfflineEngine } from './offline/engine';
import { AiQuota } from './quota';
import { createModel, DEFAULT_MODELS, type SdkProvider } from './sdk/providers';
import { SdkEngine } from './sdk/engine';
import { AiService } from './service';

/**
 * The engine AI_PROVIDER names (offline by default), wrapped with the cache and the daily quota.
 * `model` replaces the provider's model (tests pass the AI SDK's MockLanguageModelV3).
 */
export function createAi(deps: { config: AiConfig; db: Kysely<Database>; clock: Clock; log?: FastifyBaseLogger; model?: LanguageModel }): AiService {
  const { config, db, clock, log } = deps;
  const offline = new OfflineEngine(db, clock);
  let engine: AiEngine = offline;
  if (config.provider !== 'offline') {
    const provider = config.provider as SdkProvider;
    const { model, name } = deps.model
      ? { model: deps.model, name: config.model ?? DEFAULT_MODELS[provider] }
      : createModel({ ...config, provider });
    engine = new SdkEngine({ id: provider, modelName: name, model, db, offline, timeoutMs: config.timeoutMs, log });
  }
  return new AiService({ engine, cache: new AiCache(db, config.cacheTtlHours), quota: new AiQuota(db, config.dailyLimit), clock, log });
}
