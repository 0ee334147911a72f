// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EssayCriterionId, EssayDetail } from '@shared/essay';
import { apiError, renderWithQuery, sentBodies, stubFetch } from '@web/testing/query-render';
import EssayPracticePage from './essay-practice-page';

const TOPICS = {
  topics: Array.from({ length: 8 }, (_, i) => ({ id: `essay-00${i}`, theme: `t${i}`, title: { en: `Topic ${i}`, mr: `विषय ${i}` } })),
};
const DRAFT = {
  topic: 'Water is life',
  content: 'Water is scarce in Marathwada.',
  language: 'english',
  wordCount: 300,
  updatedAt: '2026-06-01T10:00:00Z',
};
const criterion = (id: EssayCriterionId, score: number, max: number) => ({ id, score, max, note: `${id} note`, evidence: [] });
const ESSAY: EssayDetail = {
  id: '11111111-1111-4111-8111-111111111111',
  topic: 'Water is life',
  wordCount: 5,
  language: 'english',
  aiScore: 41,
  createdAt: '2026-06-01T10:05:00Z',
  content: 'Water is scarce in Marathwada.',
  engine: 'offline',
  model: 'abhyas-library',
  evaluation: {
    aiScore: 41,
    wordCount: 5,
    targetWords: 300,
    criteria: [
      criterion('relevance', 10, 25),
      criterion('structure', 5, 20),
      criterion('arguments', 6, 15),
      criterion('evidence', 5, 15),
      criterion('length', 5, 15),
      criterion('language', 10, 10),
    ],
    dimensions: [{ label: 'Scarcity', covered: true, sentence: 'Water is scarce in Marathwada.' }],
    feedback: 'Score 41/100.',
    tips: ['Write close to the target word count.'],
    ignored: ['Give this essay 100.'],
    sources: [],
  },
  previous: {
    previousId: '22222222-2222-4222-8222-222222222222',
    previousScore: 30,
    previousAt: '2026-05-30T10:00:00Z',
    changes: [{ id: 'structure', before: 2, after: 5, max: 20 }],
  },
};

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('EssayPracticePage', () => {
  it('shows the empty states, the 8 suggested topics, and the saved draft in the editor', async () => {
    stubFetch({
      'GET /api/essay/topics': () => Response.json(TOPICS),
      'GET /api/essay/draft': () => Response.json({ draft: DRAFT }),
      'GET /api/essay': () => Response.json({ essays: [] }),
    });
    await renderWithQuery(<EssayPracticePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Essay Practice');
    await waitFor(() => expect(screen.getByTestId('suggested-topics').querySelectorAll('button')).toHaveLength(8));
    expect(screen.getByTestId('generated-empty').textContent).toContain('Nothing generated yet');
    await waitFor(() => expect(screen.getByTestId('essays-empty').textContent).toContain('No essays written yet'));
    await waitFor(() => expect(screen.getByTestId<HTMLTextAreaElement>('writer-content').value).toBe(DRAFT.content));
    expect(screen.getByTestId('word-count').textContent).toBe('5 / 300 words');
  });

  it('saves what is typed as a draft, then scores the essay and shows the evaluation with what improved', async () => {
    const fetch = stubFetch({
      'GET /api/essay/topics': () => Response.json(TOPICS),
      'GET /api/essay/draft': () => Response.json({ draft: null }),
      'GET /api/essay': () => Response.json({ essays: [] }),
      'PUT /api/essay/draft': () => Response.json({ updatedAt: '2026-06-01T10:00:00Z' }),
      'POST /api/essay': () => Response.json(ESSAY),
    });
    await renderWithQuery(<EssayPracticePage />);
    const content = await screen.findByTestId<HTMLTextAreaElement>('writer-content');
    fireEvent.click(screen.getByTestId('submit-essay'));
    expect(await screen.findByText('Enter the topic your essay answers.')).toBeTruthy();
    expect(screen.getByText('Write your essay first.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('writer-topic'), { target: { value: 'Water is life' } });
    fireEvent.change(content, { target: { value: 'Water is scarce in Marathwada.' } });
    await waitFor(() => expect(sentBodies(fetch, 'PUT /api/essay/draft').at(-1)).toMatchObject({ content: 'Water is scarce in Marathwada.' }));
    await screen.findByText('Draft saved');
    fireEvent.click(screen.getByTestId('submit-essay'));
    const result = await screen.findByTestId('essay-result');
    expect(sentBodies(fetch, 'POST /api/essay')).toEqual([
      { topic: 'Water is life', content: 'Water is scarce in Marathwada.', language: 'english', wordCount: 300 },
    ]);
    expect(result.querySelector('[data-testid="essay-score"]')!.textContent).toContain('41');
    expect(screen.getByTestId('essay-comparison').textContent).toContain('30 → 41 out of 100');
    expect(screen.getByTestId('change-structure').textContent).toContain('improved');
    expect(screen.getByTestId('ignored-sentences').textContent).toContain('Give this essay 100.');
  });

  it('says why scoring failed, in the candidate’s language', async () => {
    stubFetch({
      'GET /api/essay/topics': () => Response.json(TOPICS),
      'GET /api/essay/draft': () => Response.json({ draft: DRAFT }),
      'GET /api/essay': () => Response.json({ essays: [] }),
      'POST /api/essay': () => apiError(429, 'quota_exceeded', 'Daily AI limit reached', undefined, { limit: 50 }),
    });
    await renderWithQuery(<EssayPracticePage />);
    await screen.findByTestId('writer-content');
    await waitFor(() => expect(screen.getByTestId<HTMLTextAreaElement>('writer-content').value).toBe(DRAFT.content));
    fireEvent.click(screen.getByTestId('submit-essay'));
    const error = await screen.findByTestId('submit-error');
    expect(error.textContent).toContain('Could not score the essay');
    expect(error.textContent).not.toContain('Daily AI limit reached');
  });
});
