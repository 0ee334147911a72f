// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@web/testing/downloads';
import { apiError, renderWithQuery, sentBodies, stubFetch } from '@web/testing/query-render';
import { POLITY_PLAN } from '../lib/micro-plan-fixtures';
import StudyPlannerPage from './study-planner-page';

const generate = () => screen.getByTestId<HTMLButtonElement>('generate-plan');
const chooseSubject = (id: string) => fireEvent.change(screen.getByLabelText('Subject'), { target: { value: id } });

describe('StudyPlannerPage', () => {
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

  it('shows the two cards and the empty state; Generate is disabled until a subject is chosen', async () => {
    stubFetch({});
    await renderWithQuery(<StudyPlannerPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI-Powered Study Planner');
    expect(screen.getByRole('heading', { name: 'Plan Configuration' })).toBeTruthy();
    expect(screen.getByTestId('plan-empty').textContent).toContain('No study plan generated yet');
    expect(screen.getByTestId('plan-empty').textContent).toContain('Select a subject and duration to get started');
    expect(generate().disabled).toBe(true);
    const subjects = within(screen.getByLabelText('Subject')).getAllByRole('option').slice(1);
    expect(subjects).toHaveLength(12);
    expect(subjects[0]!.textContent).toBe('Indian Polity');
    const targets = within(screen.getByLabelText('Exam target')).getAllByRole<HTMLOptionElement>('option');
    expect(targets.map((o) => o.textContent)).toEqual([
      'State exam Prelims (MPSC)',
      'State exam Mains (MPSC)',
      'National civil service Prelims (UPSC)',
      'Staff selection exam (SSC)',
      'Custom',
    ]);
    expect(screen.getByLabelText<HTMLSelectElement>('Exam target').value).toBe('mpsc-prelims');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Medium' }).checked).toBe(true);
    chooseSubject('polity');
    expect(generate().disabled).toBe(false);
  });

  it('on a phone, where the plan comes below the form, brings the new plan into view; beside the form it stays put', async () => {
    stubFetch({ 'POST /api/study-plan/micro': () => Response.json(POLITY_PLAN) });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const box = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    try {
      for (const [top, expected] of [
        [1100, 1],
        [80, 0],
      ] as const) {
        scrolled.length = 0;
        box.mockImplementation(() => ({ top, bottom: top + 400, left: 0, right: 390, width: 390, height: 400, x: 0, y: top }) as DOMRect);
        await renderWithQuery(<StudyPlannerPage />);
        chooseSubject('polity');
        fireEvent.click(generate());
        await screen.findByTestId('plan-card');
        expect(scrolled.filter((e) => e.getAttribute('data-testid') === 'plan-panel')).toHaveLength(expected);
        cleanup();
      }
    } finally {
      box.mockRestore();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("sends the choices, says 'Generating Plan...' while pending, shows the plan and exports it as text", async () => {
    let answer!: (response: Response) => void;
    const fetch = stubFetch({ 'POST /api/study-plan/micro': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderWithQuery(<StudyPlannerPage />);
    chooseSubject('polity');
    fireEvent.click(screen.getByRole('radio', { name: '2 hours' }));
    fireEvent.click(generate());

    await waitFor(() => expect(generate().textContent).toBe('Generating Plan...'));
    expect(generate().disabled).toBe(true);
    answer(Response.json(POLITY_PLAN));

    const card = await screen.findByTestId('plan-card');
    expect(sentBodies(fetch, 'POST /api/study-plan/micro')).toEqual([
      { subject: 'polity', duration: 2, examTarget: 'mpsc-prelims', difficulty: 'medium', language: 'english' },
    ]);
    expect(card.textContent).toContain('Indian Polity');
    expect(card.textContent).toContain('2 hours');
    expect(within(card).getAllByTestId('plan-hour')).toHaveLength(2);
    // each hour's practice links to the topic's bank questions, to answer them
    expect(within(card).getAllByTestId('practice-link')[0]!.getAttribute('href')).toBe(
      '/topic/Indian%20Polity/Parliament%3A%20Composition%20and%20Presiding%20Officers?topic=Parliament%3A+Composition+and+Presiding+Officers&subject=Indian+Polity&type=test',
    );
    expect(card.textContent).toContain('Focus Areas');
    expect(within(card).getByTestId('session-goals').textContent).toContain('Attempt 15 MCQs');
    expect(within(card).getByTestId('engine-badge').textContent).toContain('Made by: offline engine');

    fireEvent.click(screen.getByTestId('export-plan'));
    const { downloads } = capture;
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toMatch(/^study-plan-polity-\d+\.txt$/);
    const text = await downloads[0]!.blob.text();
    expect(text).toContain('Hour 1: Parliament: Composition and Presiding Officers');
  });

  it('shows a failure as a toast and in the card', async () => {
    stubFetch({ 'POST /api/study-plan/micro': () => apiError(429, 'quota_exceeded', 'Daily AI limit reached.', undefined, { limit: 50 }) });
    await renderWithQuery(<StudyPlannerPage />);
    chooseSubject('history');
    fireEvent.click(generate());
    expect((await screen.findByTestId('plan-error')).textContent).toContain(
      'You have used all 50 AI requests for today. The limit resets at midnight UTC (5:30 am in India).',
    );
    expect(await screen.findAllByText('Could not generate the plan')).toHaveLength(2);
    expect(generate().disabled).toBe(false);
  });

  it('notes when the offline engine stood in for a model', async () => {
    stubFetch({ 'POST /api/study-plan/micro': () => Response.json({ ...POLITY_PLAN, engine: 'offline', fallback: true }) });
    await renderWithQuery(<StudyPlannerPage />);
    chooseSubject('polity');
    fireEvent.click(generate());
    expect((await screen.findByTestId('engine-fallback')).textContent).toContain('the offline engine answered');
  });
});
