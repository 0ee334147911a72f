// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardDto } from '@shared/dashboard';
import type { RecentMock } from '@shared/exam';
import type { DueResponse } from '@shared/flashcards';
import { changeLanguage } from '@web/i18n';
import { apiError, renderWithQuery, stubFetch } from '@web/testing/query-render';
import DashboardPage from './dashboard-page';

const DASHBOARD: DashboardDto = {
  firstName: 'Asha',
  examDate: null,
  examDateFrom: null,
  daysToExam: null,
  syllabus: { studied: 0, total: 120, percent: 0 },
  today: null,
  suggestedSubject: 'polity',
};
const mock = (over: Partial<RecentMock>): RecentMock => ({
  id: 'a1',
  subject: 'Polity',
  subjects: ['polity'],
  paper: null,
  totalQuestions: 10,
  score: 70,
  scoring: 'percentage',
  maxScore: 100,
  percentage: 70,
  completedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('DashboardPage: recent test scores', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the three latest scores, topic mocks as a percentage and full papers as marks, each linking to its result', async () => {
    stubFetch({
      'GET /api/dashboard': () => Response.json(DASHBOARD),
      'GET /api/mock-test': () =>
        Response.json([
          mock({ id: 'a1' }),
          mock({ id: 'a2', paper: 'gs', subjects: [], scoring: 'mpsc-gs', score: 112.5, maxScore: 200 }),
          mock({ id: 'a3', score: 45.25 }),
          mock({ id: 'a4', score: 10 }),
        ]),
    });
    await renderWithQuery(<DashboardPage />);
    const card = await screen.findByTestId('recent-scores');
    const items = within(card).getAllByTestId('recent-score');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('70%'),
      expect.stringContaining('112.5 / 200'),
      expect.stringContaining('45.25%'),
    ]);
    expect(items[1]!.textContent).toContain('GS Paper I');
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/mock-tests/attempt/a1');
  });

  it('hides the card, not fakes it, with no submitted test or without access to tests', async () => {
    stubFetch({ 'GET /api/dashboard': () => Response.json(DASHBOARD), 'GET /api/mock-test': () => Response.json([]) });
    await renderWithQuery(<DashboardPage />);
    await screen.findByTestId('dashboard');
    expect(screen.queryByTestId('recent-scores')).toBeNull();
    cleanup();
    stubFetch({
      'GET /api/dashboard': () => Response.json(DASHBOARD),
      'GET /api/mock-test': () => apiError(402, 'subscription_required', 'Subscribe'),
    });
    await renderWithQuery(<DashboardPage />);
    await screen.findByTestId('dashboard');
    expect(screen.queryByTestId('recent-scores')).toBeNull();
  });

  it('shows the cards due for review (with those held back by the daily limits), and the next review when none is due', async () => {
    const queue = (cards: number, heldBack: number, nextDue: string | null) =>
      ({ cards: Array.from({ length: cards }, (_, i) => ({ id: `c${i}` })), heldBack, nextDue }) as unknown as DueResponse;
    stubFetch({ 'GET /api/dashboard': () => Response.json(DASHBOARD), 'GET /api/reviews/due': () => Response.json(queue(4, 2, null)) });
    await renderWithQuery(<DashboardPage />);
    expect((await screen.findByTestId('due-reviews-value')).textContent).toBe('6');
    expect(screen.getByTestId('due-reviews').textContent).toContain('2 more are due beyond your daily limits.');
    expect(within(screen.getByTestId('due-reviews')).getByRole('link').getAttribute('href')).toBe('/flashcards?review=1');
    cleanup();
    stubFetch({
      'GET /api/dashboard': () => Response.json(DASHBOARD),
      'GET /api/reviews/due': () => Response.json(queue(0, 0, '2026-12-02T00:00:00.000Z')),
    });
    await renderWithQuery(<DashboardPage />);
    expect((await screen.findByTestId('due-reviews-value')).textContent).toBe('0');
    expect(screen.getByTestId('due-reviews').textContent).toContain('Nothing due now. Next review: 2 December 2026.');
  });
});

describe('DashboardPage: today’s 90-day tasks', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await changeLanguage('english');
  });

  const preamble = { en: 'The Preamble', mr: 'सरनामा' };
  // a plan made in English
  const today: NonNullable<DashboardDto['today']> = {
    planId: 'p1',
    day: 3,
    totalDays: 120,
    language: 'english',
    isCompleted: false,
    tasks: [
      {
        id: 'd3-1',
        subject: 'Indian Polity',
        type: 'study',
        topic: 'The Preamble',
        topicId: 'x',
        label: 'topic',
        topicName: preamble,
        duration: 70,
        isCompleted: false,
      },
      {
        id: 'd3-2',
        subject: 'Indian Polity',
        type: 'practice',
        topic: 'Bank questions: The Preamble',
        topicId: 'x',
        label: 'practice',
        topicName: preamble,
        duration: 30,
        isCompleted: false,
      },
    ],
  };

  it('names them in the page’s language: Marathi titles and subjects for an English plan on a Marathi page', async () => {
    stubFetch({ 'GET /api/dashboard': () => Response.json({ ...DASHBOARD, today }), 'GET /api/mock-test': () => Response.json([]) });
    await changeLanguage('marathi');
    await renderWithQuery(<DashboardPage />);
    const card = await screen.findByTestId('today-tasks');
    expect(
      within(card)
        .getAllByTestId('today-task-title')
        .map((x) => x.textContent),
    ).toEqual(['सरनामा', 'प्रश्नपेढी सराव: सरनामा']);
    expect(card.textContent).toContain('भारतीय राज्यव्यवस्था');
    expect(card.textContent).not.toMatch(/Preamble|Indian Polity/);
  });
});
