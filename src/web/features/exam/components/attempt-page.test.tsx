// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { AttemptReview, AttemptView, ExamResult } from '@shared/exam';
import { apiError, renderWithQuery, sentBodies, stubFetch } from '@web/testing/query-render';
import AttemptPage from './attempt-page';

const ID = '11111111-2222-4333-8444-555555555555';
const q = (n: number) => ({
  id: `q-${n}`,
  subject: 'polity',
  topicId: 'polity-parliament',
  question: { en: `English question ${n}?`, mr: `मराठी प्रश्न ${n}?` },
  options: { en: ['alpha', 'beta', 'gamma', 'delta'], mr: ['अ', 'ब', 'क', 'ड'] },
});
const ATTEMPT: AttemptView = {
  id: ID,
  kind: 'mock',
  scoring: 'percentage',
  language: 'english',
  day: null,
  startedAt: '2026-06-01T10:00:00.000Z',
  deadline: '2026-06-01T10:04:30.000Z',
  remainingSeconds: 600,
  status: 'in-progress',
  questions: [q(1), q(2), q(3)],
  answers: [
    { questionId: 'q-1', choice: null, markedForReview: false, timeSpentMs: 0 },
    { questionId: 'q-2', choice: 2, markedForReview: true, timeSpentMs: 3000 },
    { questionId: 'q-3', choice: null, markedForReview: false, timeSpentMs: 0 },
  ],
  result: null,
};
const tally = { correct: 0, total: 0 };
const RESULT: ExamResult = {
  scoring: 'percentage',
  totalQuestions: 3,
  correctAnswers: 2,
  incorrectAnswers: 0,
  unattempted: 1,
  score: 66.67,
  maxScore: 100,
  percentage: 66.67,
  cutoff: null,
  qualified: null,
  passed: false,
  timeSpentSeconds: 75,
  topicAnalysis: [{ topic: 'Parliament', correct: 2, total: 3, accuracy: 66.67 }],
  frequencyAnalysis: { frequent: { correct: 2, total: 2 }, moderate: tally, rare: tally, unknown: { correct: 0, total: 1 } },
  negativeMarking: { marksLost: 0, scoreIfWrongSkipped: 66.67 },
  autoSubmitted: false,
  submittedAt: '2026-06-01T10:01:15.000Z',
};
const REVIEW: AttemptReview = {
  attemptId: ID,
  result: RESULT,
  percentile: { status: 'not_applicable' },
  items: ATTEMPT.questions.map((x, i) => ({
    ...x,
    answer: 0,
    explanation: { en: `Because ${i}.`, mr: `कारण ${i}.` },
    source: { title: 'Constitution of India' },
    frequency: i === 2 ? '' : 'frequent',
    yourChoice: i === 2 ? null : 0,
    markedForReview: i === 1,
    timeSpentMs: 1000,
    outcome: i === 2 ? 'unattempted' : 'correct',
    cohort: { status: 'not_enough_candidates', attempts: 1, needed: 5 },
  })),
};

const PUT = (n: number) => `PUT /api/attempts/${ID}/answers/q-${n}`;

function routes(extra: Record<string, Parameters<typeof stubFetch>[0][string]> = {}) {
  let submitted = false;
  return stubFetch({
    [`GET /api/attempts/${ID}`]: () => Response.json(submitted ? { ...ATTEMPT, status: 'submitted', result: RESULT } : ATTEMPT),
    [`POST /api/attempts/${ID}/submit`]: () => {
      submitted = true;
      return Response.json(RESULT);
    },
    [`GET /api/attempts/${ID}/review`]: () => Response.json(REVIEW),
    'GET /api/mock-test/topics': () => Response.json([]),
    ...extra,
  });
}

const saved = (body: object) => Response.json({ saved: body, remainingSeconds: 500 });

async function open() {
  await renderWithQuery(
    <Routes>
      <Route path="/mock-tests/attempt/:id" element={<AttemptPage />} />
    </Routes>,
    { path: `/mock-tests/attempt/${ID}` },
  );
  await screen.findByText('Question 1 of 3');
}

describe('the exam screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('resumes from the server: saved answers in the palette, Previous disabled, the clock from remainingSeconds', async () => {
    routes();
    await open();
    expect(screen.getByTestId('previous-button').hasAttribute('disabled')).toBe(true);
    const buttons = screen.getByTestId('question-palette').querySelectorAll('ol button');
    expect([...buttons].map((b) => b.getAttribute('data-state'))).toEqual(['not-answered', 'answered-marked', 'not-visited']);
    expect(screen.getByTestId('exam-timer').textContent).toMatch(/^(10:00|9:5\d)$/);
    expect(screen.getByTestId('count-answered-marked').textContent).toBe('1');
  });

  it('autosaves each change, with keyboard shortcuts, and switches the language of the same question', async () => {
    const fetch = routes({ [PUT(1)]: (init) => saved(JSON.parse(init.body!)) });
    await open();
    fireEvent.keyDown(document, { key: '2' });
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('All answers saved'));
    fireEvent.keyDown(document, { key: 'm' });
    await waitFor(() => expect(sentBodies(fetch, PUT(1))).toHaveLength(2));
    const [first, second] = sentBodies(fetch, PUT(1)) as { choice: number; markedForReview: boolean; timeSpentMs: number }[];
    expect(first).toMatchObject({ choice: 1, markedForReview: false });
    expect(second).toMatchObject({ choice: 1, markedForReview: true });
    expect(Number.isInteger(first!.timeSpentMs)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'मराठी' }));
    expect(screen.getByTestId('question-text').textContent).toBe('मराठी प्रश्न 1?');
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
  });

  it('keeps an answer while offline, shows it, and sends it again when the connection returns', async () => {
    let online = false;
    const fetch = routes({
      [PUT(1)]: (init) => {
        if (!online) throw new TypeError('Failed to fetch');
        return saved(JSON.parse(init.body!));
      },
    });
    await open();
    fireEvent.click(screen.getByTestId('option-3'));
    await waitFor(() => expect(screen.getByTestId('save-status').getAttribute('data-status')).toBe('offline'));
    expect(screen.getByTestId('save-status').textContent).toBe('Offline: answers kept, retrying');
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByTestId('save-status').getAttribute('data-status')).toBe('saved'));
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/answers/q-1'))).toHaveLength(2);
  });

  it('asks with counts before submitting, then shows the result and the filterable review', async () => {
    const fetch = routes({ [PUT(1)]: (init) => saved(JSON.parse(init.body!)), [PUT(2)]: (init) => saved(JSON.parse(init.body!)) });
    await open();
    fireEvent.click(screen.getByTestId('option-0'));
    fireEvent.click(screen.getByRole('button', { name: /^Question 3:/ }));
    await screen.findByText('Question 3 of 3');
    expect(screen.queryByTestId('next-button')).toBeNull();
    fireEvent.click(screen.getByTestId('submit-button'));
    expect(screen.getByTestId('confirm-answered').textContent).toBe('2');
    expect(screen.getByTestId('confirm-notAnswered').textContent).toBe('1');
    expect(screen.getByTestId('confirm-marked').textContent).toBe('1');
    fireEvent.click(screen.getByTestId('confirm-submit'));
    await screen.findByTestId('results-view');
    expect(sentBodies(fetch, `POST /api/attempts/${ID}/submit`)).toHaveLength(1);
    expect(screen.getByTestId('result-score').textContent).toBe('66.67%');
    expect(screen.getByTestId('accuracy-badge').getAttribute('data-variant')).toBe('secondary');
    expect(screen.getByTestId('frequency-analysis').textContent).toContain('no frequency for 1 of these questions');
    expect(await screen.findAllByTestId('review-item')).toHaveLength(3);
    fireEvent.click(screen.getByText('Unattempted (1)'));
    expect(screen.getAllByTestId('review-item')).toHaveLength(1);
    expect(screen.getByTestId('cohort').textContent).toBe('Not enough attempts yet for statistics (1 of 5)');
  });

  it('submits by itself when the server clock runs out', async () => {
    const fetch = routes({ [`GET /api/attempts/${ID}`]: () => Response.json({ ...ATTEMPT, remainingSeconds: 1 }) });
    await open();
    await waitFor(() => expect(sentBodies(fetch, `POST /api/attempts/${ID}/submit`)).toHaveLength(1), { timeout: 4000 });
  });

  it('takes the time from the server again when the page is looked at again (a phone woken from sleep)', async () => {
    let remainingSeconds = 600;
    routes({ [`GET /api/attempts/${ID}`]: () => Response.json({ ...ATTEMPT, remainingSeconds }) });
    await open();
    remainingSeconds = 120;
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(screen.getByTestId('exam-timer').textContent).toMatch(/^(2:00|1:5\d)$/));
  });

  it('goes to the result when the server says the test is already over (409)', async () => {
    let closed = false;
    routes({
      [PUT(1)]: () => {
        closed = true;
        return apiError(409, 'attempt_time_over', 'Time is up');
      },
      [`GET /api/attempts/${ID}`]: () => Response.json(closed ? { ...ATTEMPT, status: 'submitted', result: RESULT } : ATTEMPT),
    });
    await open();
    fireEvent.click(screen.getByTestId('option-0'));
    await screen.findByTestId('results-view');
  });
});
