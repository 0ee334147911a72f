// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@web/testing/downloads';
import { apiError, renderWithQuery, sentBodies, stubFetch } from '@web/testing/query-render';
import { FUNDAMENTAL_RIGHTS } from '../lib/fixtures';
import TopicExplorerPage from './topic-explorer-page';

const generate = () => screen.getByTestId<HTMLButtonElement>('generate-topic');
const topicField = () => screen.getByLabelText<HTMLInputElement>('Topic');

async function renderExplorer(routes: Parameters<typeof stubFetch>[0]) {
  const fetch = stubFetch(routes);
  await renderWithQuery(<TopicExplorerPage />, { path: '/topic-explorer' });
  return fetch;
}

describe('TopicExplorerPage', () => {
  let capture: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    capture = captureDownloads();
  });
  afterEach(() => {
    capture.restore();
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps Generate disabled until both topic and subject are set; a suggested topic fills the field', async () => {
    await renderExplorer({});
    expect(generate().disabled).toBe(true);
    fireEvent.change(topicField(), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Polity' } });
    expect(generate().disabled).toBe(true);
    fireEvent.click(within(screen.getByTestId('suggested-topics')).getByRole('button', { name: 'Use the topic The Revolt of 1857' }));
    expect(topicField().value).toBe('The Revolt of 1857');
    expect(generate().disabled).toBe(false);
  });

  it('generates, shows the five tabs and the engine badge, fills the field from a related topic, and exports the PDF', async () => {
    const fetch = await renderExplorer({
      'POST /api/topic/explain': () => Response.json(FUNDAMENTAL_RIGHTS),
      'POST /api/topic/export-pdf': () => new Response('%PDF-1.7 test', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    fireEvent.change(topicField(), { target: { value: 'Fundamental Rights' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Polity' } });
    fireEvent.click(generate());

    const result = await screen.findByTestId('topic-result');
    expect(sentBodies(fetch, 'POST /api/topic/explain')).toEqual([
      { topic: 'Fundamental Rights', subject: 'Polity', level: 'intermediate', language: 'english' },
    ]);
    expect(
      within(result)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Summary', 'Questions', 'Facts', 'Current Affairs', 'Flashcards']);
    expect(within(result).getByTestId('engine-badge').textContent).toContain('offline engine');
    expect(within(result).getByTestId('summary-panel').querySelector('strong')?.textContent).toBe('six');

    fireEvent.click(within(result).getByRole('tab', { name: 'Questions' }));
    expect(within(result).getAllByTestId('quiz-question')).toHaveLength(10);

    // Answers survive a tab switch (hidden panels stay mounted).
    fireEvent.click(within(result).getAllByTestId('quiz-question')[0]!.querySelector('input')!);
    fireEvent.click(within(result).getByRole('tab', { name: 'Summary' }));
    fireEvent.click(within(result).getByRole('tab', { name: 'Questions' }));
    expect(within(result).getAllByTestId('quiz-question')[0]!.querySelector('input')!.checked).toBe(true);
    fireEvent.click(within(result).getByRole('tab', { name: 'Summary' }));
    fireEvent.click(within(screen.getByTestId('related-topics')).getByRole('button', { name: 'Use the topic Fundamental Duties' }));
    expect(topicField().value).toBe('Fundamental Duties');

    fireEvent.click(screen.getByTestId('export-pdf'));
    await waitFor(() => expect(capture.downloads).toHaveLength(1));
    expect(capture.downloads[0]!.name).toBe('topic-fundamental-rights.pdf');
    expect(await capture.downloads[0]!.blob.text()).toBe('%PDF-1.7 test');
    const [body] = sentBodies(fetch, 'POST /api/topic/export-pdf') as [{ content: Record<string, unknown>; language: string }];
    expect(body.language).toBe('english');
    expect(body.content).toMatchObject({ topic: 'Fundamental Rights', subject: 'Polity', found: true });
    expect(body.content).not.toHaveProperty('engine');
  });

  it('a Marathi PDF names the subject in Marathi, not as the library id', async () => {
    const fetch = await renderExplorer({
      'POST /api/topic/explain': () => Response.json({ ...FUNDAMENTAL_RIGHTS, topic: 'मूलभूत हक्क' }),
      'POST /api/topic/export-pdf': () => new Response('%PDF-1.7 test', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    fireEvent.change(topicField(), { target: { value: 'मूलभूत हक्क' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Polity' } });
    fireEvent.click(screen.getByRole('radio', { name: 'मराठी' }));
    fireEvent.click(generate());
    await screen.findByTestId('topic-result');
    fireEvent.click(screen.getByTestId('export-pdf'));
    await waitFor(() => expect(sentBodies(fetch, 'POST /api/topic/export-pdf')).toHaveLength(1));
    const [body] = sentBodies(fetch, 'POST /api/topic/export-pdf') as [{ content: Record<string, unknown>; language: string }];
    expect(body.language).toBe('marathi');
    expect(body.content).toMatchObject({ topic: 'मूलभूत हक्क', subject: 'राज्यव्यवस्था' });
  });

  it('says plainly when the library has nothing on the topic', async () => {
    await renderExplorer({
      'POST /api/topic/explain': () =>
        Response.json({ ...FUNDAMENTAL_RIGHTS, topic: 'Quantum gravity', found: false, questions: [], flashcards: [], relatedTopics: [] }),
    });
    fireEvent.change(topicField(), { target: { value: 'Quantum gravity' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Polity' } });
    fireEvent.click(generate());
    expect((await screen.findByTestId('topic-not-found')).textContent).toContain('Our library has nothing on “Quantum gravity” yet.');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByTestId('export-pdf')).toBeNull();
  });

  it("shows 'Error: ' and the server's message when generation fails", async () => {
    await renderExplorer({ 'POST /api/topic/explain': () => apiError(429, 'quota_exceeded', 'Daily AI limit reached.', undefined, { limit: 50 }) });
    fireEvent.change(topicField(), { target: { value: 'Fundamental Rights' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Polity' } });
    fireEvent.click(generate());
    expect((await screen.findByTestId('explore-error')).textContent).toContain(
      'Error: You have used all 50 AI requests for today. The limit resets at midnight UTC (5:30 am in India).',
    );
  });
});
