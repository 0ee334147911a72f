import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { generateMarkdown } from './model-calls';
import { createModel } from './providers';
import { z } from 'zod';

/** The SDK behind AI_PROVIDER is imported at the first call (issue 9); the stand-in must then behave as the model. */
let port = 0;
const bodies: unknown[] = [];
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (d) => (raw += String(d)));
  req.on('end', () => {
    bodies.push(JSON.parse(raw));
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        id: 'c1',
        object: 'chat.completion',
        created: 1,
        model: 'qwen2.5',
        choices: [{ index: 0, message: { role: 'assistant', content: 'Fundamental Rights are in **Part III**.' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 3, completion_tokens: 7, total_tokens: 10 },
      }),
    );
  });
});
beforeAll(() => new Promise<void>((r) => server.listen(0, '127.0.0.1', () => ((port = (server.address() as { port: number }).port), r()))));
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('lazily loaded model provider', () => {
  it('names the model at once and loads the SDK on the first call, which reaches the model', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_MODEL: 'qwen2.5',
    }).ai;
    const { model, name } = createModel({ ...config, provider: 'openai-compatible' });
    expect(name).toBe('qwen2.5');
    expect(bodies).toHaveLength(0);
    const text = await generateMarkdown({ model, timeoutMs: 5000 }, z.string(), 'Answer briefly.', [
      { role: 'user', content: 'Fundamental Rights?' },
    ]);
    expect(text).toBe('Fundamental Rights are in **Part III**.');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ model: 'qwen2.5' });
  });
});
