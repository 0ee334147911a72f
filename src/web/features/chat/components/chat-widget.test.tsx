// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, sentBodies, stubFetch } from '@web/testing/query-render';
import { changeLanguage } from '@web/i18n';
import { controlledStream, ENGINE, input, lastBot, ndjson, openChat, SOURCE, type } from './chat-test-setup';

/**
 * The conversation in the chat widget: sending (Enter, quick questions, Hindi), the streamed answer with its sources,
 * "not sure" answers, quizzes, safe Markdown, and the fallback and error answers. Opening the panel, the keyboard and
 * the modal phone layout are in chat-panel.test.tsx; the round button stepping aside in chat-button-placement.test.tsx.
 */

describe('ChatWidget', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('Enter sends, Shift+Enter does not, and whitespace is never sent; the chips go once the talk starts', async () => {
    const fetch = stubFetch({
      'POST /api/chat/stream': () =>
        ndjson([
          { type: 'start', ...ENGINE },
          { type: 'delta', text: 'Answer' },
          { type: 'done', sources: [] },
        ]),
    });
    await openChat();

    type('   ', { shiftKey: false });
    type('Line one', { shiftKey: true });
    expect(sentBodies(fetch, 'POST /api/chat/stream')).toHaveLength(0);
    expect(screen.getByTestId('quick-questions')).toBeTruthy();

    type('What is Article 21?', {});
    await screen.findByText('Answer');
    expect(sentBodies(fetch, 'POST /api/chat/stream')).toEqual([
      expect.objectContaining({ message: 'What is Article 21?', language: 'english', context: expect.any(String), history: [] }),
    ]);
    expect(screen.queryByTestId('quick-questions')).toBeNull();
    expect(input().value).toBe('');
  });

  it('a quick question is sent as typed', async () => {
    const fetch = stubFetch({
      'POST /api/chat/stream': () =>
        ndjson([
          { type: 'delta', text: 'Pattern' },
          { type: 'done', sources: [] },
        ]),
    });
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'What is the MPSC exam pattern?' }));
    await screen.findByText('Pattern');
    expect(sentBodies(fetch, 'POST /api/chat/stream')).toEqual([expect.objectContaining({ message: 'What is the MPSC exam pattern?' })]);
  });

  it('in Hindi, a quick question shows in Hindi and is asked in English (the notes’ language), the Hindi interface named so the answer is framed in Hindi', async () => {
    const fetch = stubFetch({
      'POST /api/chat/stream': () =>
        ndjson([
          { type: 'delta', text: 'Pattern' },
          { type: 'done', sources: [] },
        ]),
    });
    await changeLanguage('hindi');
    try {
      await openChat();
      fireEvent.click(screen.getByRole('button', { name: 'MPSC परीक्षा का पैटर्न क्या है?' }));
      await screen.findByText('Pattern');
      expect(sentBodies(fetch, 'POST /api/chat/stream')).toEqual([
        expect.objectContaining({ message: 'What is the MPSC exam pattern?', language: 'hindi' }),
      ]);
      const asked = screen.getAllByTestId('chat-message').find((m) => m.dataset.sender === 'user')!;
      expect(asked.textContent).toBe('MPSC परीक्षा का पैटर्न क्या है?');
    } finally {
      await changeLanguage('english');
    }
  });

  it('shows a spinner bubble and disables the input while waiting, then appends streamed text as it arrives', async () => {
    const stream = controlledStream();
    stubFetch({ 'POST /api/chat/stream': () => stream.response() });
    await openChat();
    type('Explain the Preamble', {});

    expect(await screen.findByTestId('chat-thinking')).toBeTruthy();
    expect(input().disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(true);

    await act(async () => stream.send({ type: 'start', ...ENGINE }));
    await act(async () => stream.send({ type: 'delta', text: 'The Preamble ' }));
    await waitFor(() => expect(lastBot().textContent).toContain('The Preamble'));
    expect(screen.queryByTestId('chat-thinking')).toBeNull();
    expect(input().disabled).toBe(true);

    await act(async () => stream.send({ type: 'delta', text: 'declares India **sovereign**.' }));
    await waitFor(() => expect(lastBot().textContent).toContain('The Preamble declares India sovereign.'));
    expect(lastBot().querySelector('strong')?.textContent).toBe('sovereign');

    await act(async () => {
      stream.send({ type: 'done', sources: [SOURCE] });
      stream.close();
    });
    await waitFor(() => expect(input().disabled).toBe(false));
    const answer = lastBot();
    expect(within(answer).getByTestId('source-list').textContent).toContain('Preamble and Salient Features');
    expect(within(answer).getByTestId('engine-badge').textContent).toContain('Made by: offline engine');
  });

  it('not sure: says so in the asked language instead of the answer, and links the closest notes', async () => {
    const closest = { kind: 'note', id: 'constitution-fundamental-rights-note', title: 'Fundamental Rights', subject: 'constitution' } as const;
    stubFetch({
      'POST /api/chat/stream': () =>
        ndjson([
          { type: 'start', ...ENGINE },
          { type: 'delta', text: 'I am not sure the library answers “x”, so I will not guess.' },
          { type: 'done', sources: [closest], sure: false, confidence: 0.3 },
        ]),
    });
    await openChat();
    type('Who is the president of France?', {});
    await waitFor(() => expect(lastBot().dataset.sure).toBe('false'));
    const bubble = lastBot();
    expect(within(bubble).getByTestId('chat-not-sure').textContent).toContain("I'm not sure — so I won't guess.");
    const link = within(bubble).getByRole('link', { name: 'Fundamental Rights' });
    expect(link.getAttribute('href')).toBe('/topic/constitution/Fundamental%20Rights?topic=Fundamental+Rights&subject=constitution');
    expect(within(bubble).queryByTestId('source-list')).toBeNull();
  });

  // an opinion or a forecast, or the news of a day: says that is what was asked, not that the library may not hold it
  it.each([
    {
      doubt: 'not-facts',
      asked: 'who is the best chief minister ever?',
      title: "That asks for an opinion or a forecast — I won't guess.",
      body: 'The library holds facts, not views or predictions.',
    },
    {
      doubt: 'not-dated',
      asked: 'who won the final last month',
      title: "That asks for the news of a particular day — I won't guess.",
      body: 'do not follow the news or prices day by day',
    },
  ] as const)('a question beyond the facts ($doubt) says why it is not answered', async ({ doubt, asked, title, body }) => {
    const closest = { kind: 'note', id: 'maharashtra-polity-note', title: 'Maharashtra government', subject: 'maharashtra-polity' } as const;
    stubFetch({
      'POST /api/chat/stream': () =>
        ndjson([
          { type: 'start', ...ENGINE },
          { type: 'delta', text: '“x” is not answered from the notes.' },
          { type: 'done', sources: [closest], sure: false, confidence: 0.4, doubt },
        ]),
    });
    await openChat();
    type(asked, {});
    await waitFor(() => expect(lastBot().dataset.sure).toBe('false'));
    const shown = within(lastBot()).getByTestId('chat-not-sure').textContent;
    expect(shown).toContain(title);
    expect(shown).toContain(body);
    expect(shown).not.toContain('The library may not answer this question.');
    expect(within(lastBot()).getByRole('link', { name: 'Maharashtra government' })).toBeTruthy();
  });

  it("a quiz's answers stay hidden until asked", async () => {
    stubFetch({
      'POST /api/chat/stream': () =>
        ndjson([
          { type: 'start', ...ENGINE },
          { type: 'delta', text: '**Quiz: Current Affairs**\n\n1. Question?' },
          { type: 'done', sources: [], sure: true, answerKey: '**Answers:** 1 — B (Two)' },
        ]),
    });
    await openChat();
    type('Current affairs quiz', {});
    const show = await screen.findByTestId('show-answer-key');
    expect(lastBot().textContent).not.toContain('1 — B');
    fireEvent.click(show);
    expect(screen.getByTestId('quiz-answer-key').textContent).toContain('1 — B (Two)');
  });

  it('renders answers as safe Markdown: raw HTML stays text, images and javascript: links go', async () => {
    const hostile = '<script>alert(1)</script> <img src=x onerror=alert(1)> ![x](https://evil/?d=1) [click](javascript:alert(1))';
    stubFetch({
      'POST /api/chat/stream': () =>
        ndjson([
          { type: 'delta', text: hostile },
          { type: 'done', sources: [] },
        ]),
    });
    await openChat();
    type('hi', {});
    await waitFor(() => expect(lastBot().textContent).toContain('<script>alert(1)</script>'));
    const answer = lastBot();
    expect(answer.querySelector('script, img, a')).toBeNull();
  });

  it('falls back to /api/chat/ask when the stream fails before any text', async () => {
    const fetch = stubFetch({
      'POST /api/chat/stream': () => apiError(503, 'service_unavailable', 'down'),
      'POST /api/chat/ask': () => Response.json({ response: 'From ask', sources: [SOURCE], ...ENGINE }),
    });
    await openChat();
    type('Question', {});
    await screen.findByText('From ask');
    expect(sentBodies(fetch, 'POST /api/chat/ask')).toHaveLength(1);
    expect(within(lastBot()).getByTestId('source-list')).toBeTruthy();
  });

  it("on a 500 answers 'Sorry, I'm having trouble connecting right now...'", async () => {
    stubFetch({
      'POST /api/chat/stream': () => apiError(500, 'internal_error', 'boom'),
      'POST /api/chat/ask': () => apiError(500, 'internal_error', 'boom'),
    });
    await openChat();
    type('Question', {});
    await waitFor(() => expect(lastBot().dataset.kind).toBe('error'));
    expect(lastBot().textContent).toBe("Sorry, I'm having trouble connecting right now. Please try again in a moment.");
    expect(input().disabled).toBe(false);
  });

  it("when the answer has no response field says 'Sorry, I couldn't process your request...'", async () => {
    stubFetch({
      'POST /api/chat/stream': () => apiError(404, 'not_found', 'Route not found'),
      'POST /api/chat/ask': () => Response.json({ sources: [], ...ENGINE }),
    });
    await openChat();
    type('Question', {});
    await waitFor(() => expect(lastBot().dataset.kind).toBe('error'));
    expect(lastBot().textContent).toBe("Sorry, I couldn't process your request. Please try again.");
  });

  it("on 429 shows the server's quota message and does not ask again", async () => {
    const fetch = stubFetch({
      'POST /api/chat/stream': () => apiError(429, 'quota_exceeded', 'You have used all 50 AI requests for today.', undefined, { limit: 50 }),
      'POST /api/chat/ask': () => Response.json({ response: 'should not be asked', sources: [], ...ENGINE }),
    });
    await openChat();
    type('Question', {});
    await waitFor(() => expect(lastBot().dataset.kind).toBe('error'));
    // the translation of the code, with the server's params
    expect(lastBot().textContent).toBe('You have used all 50 AI requests for today. The limit resets at midnight UTC (5:30 am in India).');
    expect(sentBodies(fetch, 'POST /api/chat/ask')).toHaveLength(0);
  });

  it('keeps the streamed text and says so when the stream breaks off midway', async () => {
    stubFetch({
      'POST /api/chat/stream': () =>
        ndjson([
          { type: 'delta', text: 'Half an answer' },
          { type: 'error', code: 'internal_error', message: 'x' },
        ]),
    });
    await openChat();
    type('Question', {});
    await waitFor(() => expect(lastBot().textContent).toContain('The answer was cut off'));
    expect(lastBot().textContent).toContain('Half an answer');
  });
});
