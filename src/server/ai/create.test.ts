import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';
import { signedInUser } from '../testing/users';
import { z } from 'zod';
import { AI_TASKS } from '../ai-tasks';
import { createAi } from './create';
import type { AiTask } from './task';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/abhyas-config-test' };

describe('AI configuration', () => {
  it('defaults to the offline engine with the documented limits', () => {
    expect(loadConfig(base).ai).toEqual({
      provider: 'offline',
      model: undefined,
      baseUrl: undefined,
      apiKey: undefined,
      timeoutMs: 20_000,
      dailyLimit: 50,
      cacheTtlHours: 168,
    });
  });

  it.each([
    [{ AI_PROVIDER: 'openai' }, 'OPENAI_API_KEY'],
    [{ AI_PROVIDER: 'google' }, 'GOOGLE_GENERATIVE_AI_API_KEY'],
    [{ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1' }, 'AI_BASE_URL'],
    [{ AI_PROVIDER: 'anthropic' }, 'AI_PROVIDER'],
    [{ AI_DAILY_LIMIT: '0' }, 'AI_DAILY_LIMIT'],
    [{ AI_TIMEOUT_MS: 'soon' }, 'AI_TIMEOUT_MS'],
  ])('refuses %j, naming %s', (env, name) => {
    try {
      loadConfig({ ...base, ...env });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as ConfigError).problems.join('\n')).toContain(name);
    }
  });

  it('builds the configured SDK engine (no network until asked)', () => {
    const c = loadConfig({ ...base, AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://localhost:11434/v1/', AI_MODEL: 'qwen2.5' }).ai;
    expect(c.baseUrl).toBe('http://localhost:11434/v1');
    const ai = createAi({ config: c, db: {} as never, clock: () => new Date(), tasks: [] });
    expect([ai.engine.id, ai.engine.model]).toEqual(['openai-compatible', 'qwen2.5']);
    const openai = createAi({
      config: loadConfig({ ...base, AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' }).ai,
      db: {} as never,
      clock: () => new Date(),
      tasks: [],
    });
    expect([openai.engine.id, openai.engine.model]).toEqual(['openai', 'gpt-4o-mini']);
  });
});

describe('the task registry', () => {
  const task = (name: string): AiTask<{ q: string }, { a: string }> => ({
    name,
    output: z.object({ a: z.string() }),
    offline: async ({ q }) => ({ a: q }),
  });
  const config = loadConfig(base).ai;

  it('refuses two tasks of one name (the name is part of the cache key)', () => {
    expect(() => createAi({ config, db: {} as never, clock: () => new Date(), tasks: [task('x'), task('x')] as never[] })).toThrow(
      /two AI tasks are named 'x'/,
    );
  });

  it('runs only registered tasks', async () => {
    const ai = createAi({ config, db: {} as never, clock: () => new Date(), tasks: [task('listed')] as never[] });
    await expect(ai.run(task('unlisted'), 'u', { q: 'hi' })).rejects.toThrow(/not in the registry/);
  });

  it('every registered task has a unique name', () => {
    const names = AI_TASKS.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the app with a model provider (mock model)', () => {
  let t: TestApp;
  const model = new MockLanguageModelV3({
    doGenerate: {
      content: [{ type: 'text', text: '**Fundamental Rights** are in Part III (Articles 12–35).' }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: {
        inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: 1, text: 1, reasoning: undefined },
      },
      warnings: [],
    },
  });
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', AI_MODEL: 'gpt-test' },
      deps: { aiModel: model },
    });
  });
  afterAll(async () => t.close());

  it('answers through the model, says which, and serves the repeat from the cache', async () => {
    const u = await signedInUser(t);
    const first = (await u.inject('POST', '/api/chat/ask', { message: 'What are Fundamental Rights?' })).json();
    expect(first).toMatchObject({
      engine: 'openai',
      model: 'gpt-test',
      fallback: false,
      cached: false,
      response: '**Fundamental Rights** are in Part III (Articles 12–35).',
    });
    expect(first.sources.length).toBeGreaterThan(0);
    expect((await u.inject('POST', '/api/chat/ask', { message: 'What are Fundamental Rights?' })).json().cached).toBe(true);
    expect(model.doGenerateCalls).toHaveLength(1);
  });
});
