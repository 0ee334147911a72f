import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsTodayResponse } from '@shared/news';
import * as library from '@server/library';
import { miniLibrary } from '@server/testing/content-fixture';
import { NEWS_FIXTURE } from '@server/testing/news-fixture';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { signedInUser, type TestUser } from '@server/testing/users';
import { takeReviewInbox } from '@server/review-queue';

/** With a configured model: an English-only item gets a Marathi summary, and an English answer is not taken for one. */
const reply = (json: unknown) => ({
  content: [{ type: 'text' as const, text: JSON.stringify(json) }],
  finishReason: { unified: 'stop' as const, raw: 'stop' },
  usage: {
    inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 1, text: 1, reasoning: undefined },
  },
  warnings: [],
});
// MCQs for the practice task: one that holds, one whose answer the item never states, one with repeated options
const MCQS = {
  questions: [
    {
      question: 'At what level did the RBI keep the policy repo rate?',
      options: ['6 per cent', '5.5 per cent', '5 per cent', '6.5 per cent'],
      answer: 1,
      explanation: 'Unchanged.',
    },
    { question: 'Who chairs the committee?', options: ['The Governor', 'A', 'B', 'C'], answer: 0, explanation: '' },
    {
      question: 'How often does the committee meet?',
      options: ['six times a year', 'six times a year', 'once', 'twice'],
      answer: 0,
      explanation: '',
    },
  ],
};
const answer = (text: string) =>
  new MockLanguageModelV3({
    doGenerate: async (o) => (JSON.stringify(o.prompt).includes('recall questions') ? reply(MCQS) : reply({ summary: text })),
  });

let t: TestApp;
let user: TestUser;
const model = answer('पुण्यासाठी नव्या मेट्रो मार्गाला केंद्रीय मंत्रिमंडळाची मान्यता. खर्च ३,००० कोटी रुपये.');
beforeAll(async () => {
  t = await createTestApp({ env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', AI_MODEL: 'gpt-test' }, deps: { aiModel: model } });
  await t.reseed({ ...miniLibrary(), news: NEWS_FIXTURE });
  await library.insertFeedNews(t.db.kysely, [
    {
      id: 'feed-test-1',
      date: '2025-07-14',
      category: 'infrastructure',
      scope: 'maharashtra',
      title_en: 'Cabinet approves Pune metro line',
      title_mr: null,
      body_en: 'The Cabinet approved a metro line for Pune.',
      body_mr: null,
      summary_en: 'The Cabinet approved a metro line for Pune.',
      summary_mr: null,
      source_name: 'pib.gov.in',
      source_url: 'https://pib.gov.in/r?PRID=9',
      source_detail: null,
      url: 'https://pib.gov.in/r?PRID=9',
      url_key: 'pib.gov.in/r?prid=9',
      image_url: null,
      tags: '[]',
    },
  ]);
  user = await signedInUser(t);
}, 60_000);
afterAll(async () => t?.close());

describe('the Marathi summary by a model', () => {
  it('says a model can write it, writes it once and stores it for every reader; a curated one is never replaced', async () => {
    const today = (await user.inject('GET', '/api/news/today?date=2025-07-14')).json<NewsTodayResponse>();
    expect(today.marathiByModel).toBe(true);
    expect(today.items.find((i) => i.id === 'feed-test-1')!.summaryMarathi).toBeNull();
    const r = await user.inject('POST', '/api/news/items/feed-test-1/marathi-summary');
    expect(r.json()).toMatchObject({ engine: 'openai', model: 'gpt-test', summaryMarathi: expect.stringContaining('मेट्रो') });
    const after = (await user.inject('GET', '/api/news/today?date=2025-07-14')).json<NewsTodayResponse>();
    expect(after.items.find((i) => i.id === 'feed-test-1')!.summaryMarathi).toContain('मेट्रो');
    const curated = await user.inject('POST', '/api/news/items/news-2025-07-001/marathi-summary');
    expect(curated.json()).toMatchObject({ engine: 'offline', summaryMarathi: NEWS_FIXTURE[0]!.summaryMarathi });
    expect(model.doGenerateCalls).toHaveLength(1);
    expect((await user.inject('POST', '/api/news/items/news-1999-01-001/marathi-summary')).statusCode).toBe(404);
  });
});

describe('practice from the news with a model', () => {
  it('queues only the MCQs that hold against the item’s text', async () => {
    const r = await user.inject('POST', '/api/news/items/news-2025-07-002/review', { language: 'en' });
    expect(r.json()).toEqual({ added: 1, cards: 1 });
    const [card] = await takeReviewInbox(t.db.kysely, user.id);
    expect(card).toMatchObject({
      source: 'news',
      sourceRef: 'news-2025-07-002#mcq0',
      back: 'B. 5.5 per cent',
      citation: expect.stringContaining('Reserve Bank of India'),
    });
    expect(card!.front).toContain('A. 6 per cent');
  });
});
