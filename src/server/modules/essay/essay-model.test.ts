import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESSAY_CRITERIA, ESSAY_CRITERION_IDS } from '@shared/essay';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { signedInUser } from '@server/testing/users';
import { GOOD_ESSAY, INJECTION, WOMEN_TOPIC } from './fixtures/essays';

/** A configured model grades with the same rubric: its output is zod-checked and each score clamped by the server. */
const replies: string[] = [];
const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};
const model = new MockLanguageModelV3({
  doGenerate: async () => ({
    content: [{ type: 'text' as const, text: replies.shift() ?? '{}' }],
    finishReason: { unified: 'stop' as const, raw: 'stop' },
    usage,
    warnings: [],
  }),
});
const grade = (score: number) =>
  JSON.stringify({
    criteria: ESSAY_CRITERION_IDS.map((id) => ({ id, score, note: `model note on ${id}` })),
    feedback: 'A clear essay with room for more data.',
    tips: ['Cite one more report.'],
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', AI_MODEL: 'gpt-test' }, deps: { aiModel: model } });
});
afterAll(async () => t.close());

describe('essay evaluation with a model', () => {
  it('keeps each criterion within its maximum and adds the total on the server; the essay is a delimited user message', async () => {
    const u = await signedInUser(t);
    replies.push(grade(99));
    const body = (await u.inject('POST', '/api/essay', { topic: WOMEN_TOPIC, content: `${GOOD_ESSAY}\n\n${INJECTION}`, language: 'english' })).json();
    expect(body).toMatchObject({ engine: 'openai', model: 'gpt-test' });
    for (const c of body.evaluation.criteria) expect(c.score).toBe(ESSAY_CRITERIA[c.id as keyof typeof ESSAY_CRITERIA]);
    expect(body.aiScore).toBe(100);
    expect(body.evaluation.feedback).toBe('A clear essay with room for more data.');
    expect(body.evaluation.ignored).toEqual([INJECTION]);
    const call = JSON.stringify(model.doGenerateCalls.at(-1)!.prompt);
    expect(call).toContain('Grade the candidate essay');
    expect(call).toMatch(/<user_input>\\nWomen's empowerment/);
  });

  it('falls back to the offline rubric when the model answers outside the schema', async () => {
    const u = await signedInUser(t);
    replies.push(JSON.stringify({ criteria: [{ id: 'relevance', score: 'full marks' }] }), '{"nonsense":true}');
    const body = (await u.inject('POST', '/api/essay', { topic: WOMEN_TOPIC, content: GOOD_ESSAY, language: 'english', wordCount: 500 })).json();
    expect(body.engine).toBe('offline');
    expect(body.evaluation.criteria.every((c: { note: string }) => !c.note.startsWith('model note'))).toBe(true);
  });
});
