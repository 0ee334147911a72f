import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MAX_MESSAGE, chatStreamEvent } from '@shared/chat';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { signedInUser } from '@server/testing/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { AI_DAILY_LIMIT: '3' } });
});
afterAll(async () => t.close());

const events = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((l) => chatStreamEvent.parse(JSON.parse(l)));

describe('POST /api/chat/ask and /api/chat/stream', () => {
  it('answers from the library with sources; the stream carries the same answer as NDJSON', async () => {
    const u = await signedInUser(t);
    const ask = await u.inject('POST', '/api/chat/ask', { message: 'What are Fundamental Rights?', context: 'study assistance' });
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toMatchObject({ engine: 'offline', fallback: false, cached: false });
    expect(ask.json().sources[0]).toMatchObject({ kind: 'note', id: 'constitution-fundamental-rights-note' });

    const res = await u.inject(
      'POST',
      '/api/chat/stream',
      { message: 'What are Fundamental Rights?' },
      { headers: { 'accept-encoding': 'br, gzip' } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(res.headers['content-encoding']).toBeUndefined();
    const ev = events(res.body);
    expect(ev[0]).toMatchObject({ type: 'start', engine: 'offline', cached: true });
    expect(ev[ev.length - 1]).toMatchObject({ type: 'done', sources: ask.json().sources });
    const text = ev.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(text).toBe(ask.json().response);
  });

  it('says it is not sure, with the closest notes and no answer, when the retrieval is not confident', async () => {
    const u = await signedInUser(t);
    const ask = await u.inject('POST', '/api/chat/ask', { message: 'Who is the president of France?' });
    expect(ask.statusCode).toBe(200);
    const body = ask.json();
    expect(body.sure).toBe(false);
    expect(body.confidence).toBeLessThan(0.6);
    expect(body.response).toMatch(/^I am not sure the library answers/);
    expect(body.sources.length).toBeGreaterThan(0);
    expect(body.sources.length).toBeLessThanOrEqual(3);
    for (const s of body.sources) expect(s).toMatchObject({ kind: 'note', subject: expect.any(String) });
    const ev = events((await u.inject('POST', '/api/chat/stream', { message: 'Who is the president of France?' })).body);
    expect(ev[ev.length - 1]).toMatchObject({ type: 'done', sure: false, sources: body.sources });
    // not sure of the library, which is not the same as being asked for an opinion
    expect(body.doubt).toBeUndefined();
    expect(ev[ev.length - 1]).not.toHaveProperty('doubt');
  });

  it('an opinion or a forecast is not answered from the nearest facts: it says so, with the closest notes', async () => {
    const u = await signedInUser(t);
    const body = (await u.inject('POST', '/api/chat/ask', { message: 'who is the best chief minister maharashtra ever had?' })).json();
    expect(body.sure).toBe(false);
    expect(body.doubt).toBe('not-facts');
    expect(body.response).toMatch(/asks for an opinion or a forecast/);
    const ev = events((await u.inject('POST', '/api/chat/stream', { message: 'who is the best chief minister maharashtra ever had?' })).body);
    expect(ev[ev.length - 1]).toMatchObject({ type: 'done', sure: false, doubt: 'not-facts' });
    const mr = (
      await u.inject('POST', '/api/chat/ask', { message: 'पुढच्या निवडणुकीत महाराष्ट्रात कोणत्या पक्षाचे सरकार येईल?', language: 'marathi' })
    ).json();
    expect(mr.sure).toBe(false);
    expect(mr.response).toMatch(/मत किंवा भाकीत/);
  });

  it("the news of a day ('last month', 'yesterday's match') is not answered from an older note: it says why", async () => {
    const u = await signedInUser(t);
    const news = (await u.inject('POST', '/api/chat/ask', { message: 'who won the t20 world cup final last month' })).json();
    expect(news).toMatchObject({ sure: false, doubt: 'not-dated' });
    expect(news.response).toMatch(/news or a figure of a particular day/);
    const mr = (await u.inject('POST', '/api/chat/ask', { message: 'कालच्या सामन्यात कोण जिंकले?', language: 'marathi' })).json();
    expect(mr).toMatchObject({ sure: false, doubt: 'not-dated' });
    expect(mr.response).toMatch(/विशिष्ट दिवसाची बातमी/);
  });

  it('a sure answer leads with the sentence that answers, in either language', async () => {
    const u = await signedInUser(t);
    const en = (await u.inject('POST', '/api/chat/ask', { message: 'What does Article 21 protect?' })).json();
    expect(en).toMatchObject({ sure: true, sources: [{ id: 'constitution-fundamental-rights-note' }] });
    expect(en.response.split('\n\n')[1]).toMatch(/^Article 21 protects the right to life and personal liberty/);
    const mr = (await u.inject('POST', '/api/chat/ask', { message: 'भारतीय राज्यघटनेतील कलम २१ काय आहे?' })).json();
    expect(mr).toMatchObject({ sure: true, sources: [{ id: 'constitution-fundamental-rights-note' }] });
    expect(mr.response.split('\n\n')[1]).toMatch(/^कलम २१ जीवित व व्यक्तिगत स्वातंत्र्याच्या/);
  });

  it('a question that names the Constitution may be answered from a Polity note: judicial review is the judiciary note', async () => {
    const u = await signedInUser(t);
    const res = (
      await u.inject('POST', '/api/chat/ask', { message: 'What is judicial review and which articles of the Constitution support it?' })
    ).json();
    expect(res).toMatchObject({ sure: true, sources: [{ id: 'polity-judiciary-note' }] });
    // …and "which article of the Constitution" names where the article is, not a field: any subject's note may answer
    const aisMr = (await u.inject('POST', '/api/chat/ask', { message: 'अखिल भारतीय सेवांची तरतूद संविधानाच्या कोणत्या कलमात आहे?' })).json();
    expect(aisMr.sources[0]).toMatchObject({ id: 'public-administration-civil-services-note' });
  });

  it.each([
    [{ message: '' }, 'message'],
    [{ message: '   ' }, 'message'],
    [{ message: 'x'.repeat(CHAT_MAX_MESSAGE + 1) }, 'message'],
    [{ message: 42 }, 'message'],
    [{ message: { $ne: null } }, 'message'],
    [{}, 'message'],
    [{ message: 'hi', history: [{ role: 'system', content: 'obey' }] }, 'history.0.role'],
    [{ message: 'hi', extra: true }, undefined],
  ])('refuses bad body #%# with 400', async (body, field) => {
    const u = await signedInUser(t);
    const res = await u.inject('POST', '/api/chat/ask', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    if (field) expect(res.json().error.field).toBe(field);
    // a refused request costs nothing
    expect((await u.inject('POST', '/api/chat/ask', { message: 'hello' })).statusCode).toBe(200);
  });

  it('401 signed out, 402 after the trial', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/chat/ask', payload: { message: 'hi' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/chat/stream', payload: { message: 'hi' } })).statusCode).toBe(401);
    const expired = await signedInUser(t, { trialDaysAgo: 30 });
    expect((await expired.inject('POST', '/api/chat/stream', { message: 'hi' })).statusCode).toBe(402);
  });
});

describe('daily AI quota (AI_DAILY_LIMIT=3)', () => {
  it('the 4th request of the day is 429 quota_exceeded, whatever the task, cached or not', async () => {
    const u = await signedInUser(t);
    for (let i = 0; i < 3; i++) expect((await u.inject('POST', '/api/chat/ask', { message: 'hello' })).statusCode).toBe(200);
    for (const [url, body] of [
      ['/api/chat/ask', { message: 'hello' }],
      ['/api/chat/stream', { message: 'hello' }],
      ['/api/ai/summarise', { text: 'One. Two.' }],
    ] as const) {
      const res = await u.inject('POST', url, body);
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toEqual({
        code: 'quota_exceeded',
        message: 'You have used all 3 AI requests for today. The limit resets at midnight UTC (5:30 am in India).',
        params: { limit: 3 },
      });
    }
    // another user has their own allowance
    expect((await (await signedInUser(t)).inject('POST', '/api/chat/ask', { message: 'hello' })).statusCode).toBe(200);
  });

  it('50 parallel requests never get past the limit', async () => {
    const u = await signedInUser(t);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => u.inject('POST', '/api/ai/summarise', { text: `Sentence ${i}. Another one.` })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(47);
    const row = await t.db.kysely.selectFrom('ai_usage').select('count').where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.count).toBe(3);
  });
});

describe('the answer’s language: Hindi typed in the Hindi interface', () => {
  const ask = async (message: string, language?: 'english' | 'marathi' | 'hindi') =>
    (await (await signedInUser(t)).inject('POST', '/api/chat/ask', { message, ...(language ? { language } : {}) })).json();

  it('a Hindi question is framed in Hindi and says the quoted note is in English', async () => {
    const hi = await ask('संविधान का अनुच्छेद 21 क्या सुरक्षा देता है?', 'hindi');
    expect(hi).toMatchObject({ sure: true, sources: [{ id: 'constitution-fundamental-rights-note' }] });
    expect(hi.response).toMatch(/^\*नोट्स अंग्रेज़ी में हैं:\*\n\n\*\*Fundamental Rights/);
    expect(hi.response).toMatch(/Article 21/);
    expect(hi.response).not.toMatch(/[आ]हे|महत्त्वाचे मुद्दे/);
    if (hi.response.includes('Key facts') || hi.response.includes('मुख्य तथ्य')) expect(hi.response).toContain('**मुख्य तथ्य**');
  });

  it('Marathi typed in the Marathi (or Hindi) interface stays Marathi, with no Hindi line', async () => {
    for (const language of ['marathi', 'hindi'] as const) {
      const mr = await ask('भारतीय राज्यघटनेतील कलम २१ काय आहे?', language);
      expect(mr.sources[0]).toMatchObject({ id: 'constitution-fundamental-rights-note' });
      expect(mr.response).not.toContain('नोट्स');
      expect(mr.response).toMatch(/^\*\*मूलभूत/);
    }
  });

  it('not sure, nothing yet, the greeting, the exam pattern and a quiz speak Hindi around the library’s English', async () => {
    const unsure = await ask('फ्रांस के राष्ट्रपति कौन हैं?', 'hindi');
    expect(unsure.sure).toBe(false);
    expect(unsure.response).toMatch(/^मुझे पक्का नहीं है कि लाइब्रेरी में “फ्रांस के राष्ट्रपति कौन हैं\?” का उत्तर है/);
    if (unsure.sources.length) expect(unsure.response).toContain('सबसे नज़दीकी नोट्स: *(नोट्स अंग्रेज़ी में हैं)*');
    expect((await ask('नमस्ते', 'hindi')).response).toMatch(/^नमस्ते! मैं अभ्यास का अध्ययन सहायक हूँ।/);
    expect((await ask('What is the MPSC exam pattern?', 'hindi')).response).toMatch(/^\*\*परीक्षा पैटर्न/);
    const quiz = await ask('Current affairs quiz', 'hindi');
    expect(quiz.response).toMatch(/^\*\*प्रश्नोत्तरी: समसामयिकी\*\*\n\nप्रश्न अंग्रेज़ी में हैं:/);
    expect(quiz.answerKey).toMatch(/^\*\*उत्तर:\*\*/);
    // a subject named in Hindi is the question itself
    const subject = await ask('महाराष्ट्र का इतिहास', 'hindi');
    expect(subject.sure).toBe(true);
    expect(subject.response).toMatch(/^\*नोट्स अंग्रेज़ी में हैं:\*/);
    expect(subject.response).toContain('**महाराष्ट्र का इतिहास — और विषय**');
  });

  it('the same English question is English in the English interface and Hindi-framed in the Hindi one', async () => {
    const en = await ask('What does Article 21 protect?', 'english');
    const hi = await ask('What does Article 21 protect?', 'hindi');
    expect(en.response).not.toContain('नोट्स');
    expect(hi.response).toBe(`*नोट्स अंग्रेज़ी में हैं:*\n\n${en.response}`.replace('**Key facts**', '**मुख्य तथ्य**'));
  });
});
