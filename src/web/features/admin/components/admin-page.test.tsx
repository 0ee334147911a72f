// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportedQuestion } from '@shared/admin';
import { apiError, renderWithQuery, sentBodies, stubFetch } from '@web/testing/query-render';
import AdminPage from './admin-page';

const REPORTED: ReportedQuestion = {
  questionId: 'polity-q-012',
  subject: 'polity',
  question: "Which of the following statements about 'Zero Hour' in Parliament is correct?",
  retired: false,
  reports: [
    {
      id: '6f0c1f52-3c38-4f59-9d55-3a1d1f0f7a11',
      reason: 'wrong-answer',
      text: 'Zero Hour comes first in the Rajya Sabha.',
      status: 'open',
      createdAt: '2026-11-20T09:30:00Z',
      resolutionNote: null,
    },
  ],
};

describe('AdminPage', () => {
  afterEach(() => {
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('explains the 403 to a candidate who opens the desk', async () => {
    stubFetch({ 'GET /api/admin/reports': () => apiError(403, 'admin_required', 'admins only') });
    await renderWithQuery(<AdminPage />, { path: '/admin' });
    expect(await screen.findByText("This page is for the content team's administrators.")).toBeTruthy();
  });

  it('lists reported questions and retires one with a reason', async () => {
    const fetch = stubFetch({
      'GET /api/admin/reports': () => Response.json([REPORTED]),
      'POST /api/admin/questions/polity-q-012/retire': () => Response.json({ questionId: 'polity-q-012', retired: true }),
    });
    await renderWithQuery(<AdminPage />, { path: '/admin' });
    const card = await screen.findByTestId('reported-question');
    expect(within(card).getByText('Zero Hour comes first in the Rajya Sabha.')).toBeTruthy();
    expect(within(card).getByText(/Wrong answer/)).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Why retire it? (shown to the team)'), { target: { value: 'Key is out of date' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Retire question' }));
    await screen.findByText(/Retired: it leaves future papers/);
    expect(sentBodies(fetch, 'POST /api/admin/questions/polity-q-012/retire')).toEqual([{ reason: 'Key is out of date' }]);
  });

  it('says so when there is nothing to review', async () => {
    stubFetch({ 'GET /api/admin/reports': () => Response.json([]) });
    await renderWithQuery(<AdminPage />, { path: '/admin' });
    expect(await screen.findByText(/No open reports/)).toBeTruthy();
  });
});
