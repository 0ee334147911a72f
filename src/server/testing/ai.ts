import { randomInt } from 'node:crypto';
import type { LanguageModel } from 'ai';
import type { ExplainRequest, TopicContentType, TopicTypeRequest } from '@shared/topic';
import type { ChatRequest } from '@shared/chat';
import type { MicroPlanRequest, NinetyDayRequest } from '@shared/study-plan';
import type { SummariseRequest } from '@shared/ai';
import { AiCache } from '../ai/cache';
import { sdkEngine } from '../ai/create';
import { offlineEngine } from '../ai/engine';
import { AiQuota } from '../ai/quota';
import { AiService } from '../ai/service';
import { AI_TASKS } from '../ai-tasks';
import type { Clock } from '../clock';
import type { Executor } from '../db/database';
import { summariseTask } from '../modules/ai/ai-tasks';
import { chatTask } from '../modules/chat/ai-tasks';
import { microPlanTask, ninetyDayPlanTask } from '../modules/study-plan/ai-tasks';
import { explainTopicTask, topicPartTasks } from '../modules/topic/ai-tasks';

/**
 * The registered AI tasks run through the real AI service for one user, offline or with a (mock) model: what the
 * routes do, without HTTP. No cache and no quota unless asked.
 */
export function aiForTests(
  db: Executor,
  clock: Clock,
  userId: string,
  o: {
    model?: LanguageModel;
    id?: 'openai' | 'google';
    timeoutMs?: number;
    maxConcurrent?: number;
    cacheTtlHours?: number;
    dailyLimit?: number;
  } = {},
) {
  const engine = o.model
    ? sdkEngine({ id: o.id ?? 'openai', modelName: 'mock-model', model: o.model, timeoutMs: o.timeoutMs ?? 2000, maxConcurrent: o.maxConcurrent })
    : offlineEngine;
  const ai = new AiService({
    engine,
    db,
    tasks: AI_TASKS,
    cache: new AiCache(db, o.cacheTtlHours ?? 0),
    quota: new AiQuota(db, o.dailyLimit ?? 1_000_000),
    clock,
  });
  return {
    ai,
    microPlan: (i: MicroPlanRequest) => ai.run(microPlanTask, userId, i),
    ninetyDayPlan: (i: NinetyDayRequest) => ai.run(ninetyDayPlanTask, userId, i),
    explainTopic: (i: ExplainRequest) => ai.run(explainTopicTask, userId, i),
    topicContent: (type: TopicContentType, i: TopicTypeRequest) => ai.run(topicPartTasks[type], userId, i),
    chat: (i: ChatRequest) => ai.run(chatTask, userId, i),
    chatStream: (i: ChatRequest) => ai.stream(chatTask, userId, i),
    summarise: (i: Omit<SummariseRequest, 'maxSentences'> & { maxSentences?: number }) => ai.run(summariseTask, userId, { maxSentences: 5, ...i }),
  };
}

/** A user row for the quota's counter (a random number, so a shared database can take many). */
export async function aiTestUser(db: Executor, phone = `+9194${String(randomInt(1e8)).padStart(8, '0')}`): Promise<string> {
  return (await db.insertInto('users').values({ phone_number: phone }).returning('id').executeTakeFirstOrThrow()).id;
}
