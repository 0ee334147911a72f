import type { EngineInfo } from '@shared/ai';
import type { ModelTools } from './task';

export type EngineId = EngineInfo['engine'];

/** The name the offline engine answers under: it retrieves and ranks from the content library. */
export const OFFLINE_MODEL = 'abhyas-library';

/**
 * The configured engine: the offline one (no model), or a model behind the AI SDK with a cap on calls in flight
 * across the server (past it, answers come from the offline recipe at once instead of making a person wait).
 */
export interface Engine {
  readonly id: EngineId;
  readonly model: string;
  readonly tools: ModelTools | null;
  /** Takes one of the server-wide model slots; false when they are all in use. */
  tryEnter(): boolean;
  leave(): void;
}

export const offlineEngine: Engine = { id: 'offline', model: OFFLINE_MODEL, tools: null, tryEnter: () => false, leave: () => {} };

export const engineInfoOf = (e: Pick<Engine, 'id' | 'model'>, extra: Partial<EngineInfo> = {}): EngineInfo => ({
  engine: e.id,
  model: e.model,
  fallback: false,
  cached: false,
  ...extra,
});
