// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { apiError, renderWithQuery, sentBodies, stubFetch } from '@web/testing/query-render';
import { FUNDAMENTAL_RIGHTS } from '../lib/fixtures';
import TopicDetailPage from './topic-detail-page';

const ENGINE = { engine: 'offline', model: 'library-v1', fallback: false, cached: false } as const;

async function renderDetail(path: string) {
  await renderWithQuery(
    <Routes>
      <Route path="/topic/:subject/:topic" element={<TopicDetailPage />} />
      <Route path="/syllabus-books" element={<p data-testid="syllabus">syllabus</p>} />
    </Routes>,
    { path },
  );
}

describe('TopicDetailPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('redirects to the syllabus when topic or subject is missing', async () => {
    stubFetch({});
    await renderDetail('/topic/polity/rights?topic=Fundamental%20Rights');
    expect(await screen.findByTestId('syllabus')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/syllabus-books?tab=syllabus');
  });

  it('loads the summary by default, with Back to Syllabus', async () => {
    const fetch = stubFetch({
      'POST /api/topic/summary': () => Response.json({ summary: 'Part III of the **Constitution**.', sources: [], found: true, ...ENGINE }),
    });
    await renderDetail('/topic/polity/rights?topic=Fundamental%20Rights&subject=Polity');
    expect((await screen.findByText('Constitution')).tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Back to Syllabus' }).getAttribute('href')).toBe('/syllabus-books?tab=syllabus');
    expect(sentBodies(fetch, 'POST /api/topic/summary')).toEqual([{ topic: 'Fundamental Rights', subject: 'Polity', language: 'english' }]);
  });

  it('a library topic read to the end is ticked as studied, once', async () => {
    let seen: IntersectionObserverCallback | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          seen = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    const fetch = stubFetch({
      'POST /api/topic/summary': () => Response.json({ summary: 'Part III.', sources: [], found: true, ...ENGINE }),
      'PUT /api/syllabus/coverage/polity-fundamental-rights': () => Response.json({ topics: [], studied: 1, total: 2, percent: 50, groups: [] }),
    });
    await renderDetail('/topic/polity/rights?topic=Fundamental%20Rights&subject=Polity&topicId=polity-fundamental-rights');
    await screen.findByTestId('read-to-end');
    expect(sentBodies(fetch, 'PUT /api/syllabus/coverage/polity-fundamental-rights')).toEqual([]);
    const entry = { isIntersecting: true } as IntersectionObserverEntry;
    seen!([entry], {} as IntersectionObserver);
    seen!([entry], {} as IntersectionObserver);
    expect(await screen.findByTestId('read-marked')).toBeTruthy();
    expect(sentBodies(fetch, 'PUT /api/syllabus/coverage/polity-fundamental-rights')).toEqual([{ source: 'note' }]);
  });

  it('a topic without a library id sends no read event', async () => {
    stubFetch({ 'POST /api/topic/summary': () => Response.json({ summary: 'Part III.', sources: [], found: true, ...ENGINE }) });
    await renderDetail('/topic/polity/rights?topic=Fundamental%20Rights&subject=Polity&topicId=Bad%20Id');
    await screen.findByText('Part III.');
    expect(screen.queryByTestId('read-to-end')).toBeNull();
  });

  it('type=test loads questions; flashcards use question/answer sides', async () => {
    stubFetch({
      'POST /api/topic/questions': () => Response.json({ questions: FUNDAMENTAL_RIGHTS.questions, sources: [], found: true, ...ENGINE }),
      'POST /api/topic/flashcards': () => Response.json({ flashcards: FUNDAMENTAL_RIGHTS.flashcards, sources: [], found: true, ...ENGINE }),
    });
    await renderDetail('/topic/polity/rights?topic=Fundamental%20Rights&subject=Polity&type=test');
    expect(await screen.findAllByTestId('quiz-question')).toHaveLength(10);
    cleanup();
    await renderDetail('/topic/polity/rights?topic=Fundamental%20Rights&subject=Polity&type=flashcards');
    expect((await screen.findByTestId('flashcard')).textContent).toContain('Question');
  });

  it('retries once after 1 s, then shows Error Loading Content', async () => {
    const fetch = stubFetch({ 'POST /api/topic/summary': () => apiError(500, 'internal_error', 'boom') });
    await renderDetail('/topic/polity/rights?topic=Fundamental%20Rights&subject=Polity');
    const started = Date.now();
    const error = await screen.findByTestId('topic-detail-error', {}, { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(sentBodies(fetch, 'POST /api/topic/summary')).toHaveLength(2);
    expect(error.textContent).toContain('Error Loading Content');
    expect(error.textContent).toContain('The Summary for “Fundamental Rights” failed to load. Please try again later.');
  });
});
