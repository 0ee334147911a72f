// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditableQuestion, ReportedQuestion } from '@shared/admin';
import { apiError, renderWithQuery, sentBodies, stubFetch } from '@web/testing/query-render';
import AdminPage from './admin-page';

const REPORTED: ReportedQuestion = {
  questionId: 'polity-q-001',
  subject: 'polity',
  question: 'What is the maximum strength of the Rajya Sabha under Article 80 of the Constitution?',
  retired: false,
  reports: [
    {
      id: '6f0c1f52-3c38-4f59-9d55-3a1d1f0f7a11',
      reason: 'typo',
      text: 'Typo',
      status: 'open',
      createdAt: '2026-11-20T09:30:00Z',
      resolutionNote: null,
    },
  ],
};
const QUESTION: EditableQuestion = {
  id: 'polity-q-001',
  subject: 'polity',
  topicId: 'polity-parliament',
  format: 'single',
  version: 0,
  retired: false,
  difficulty: 'easy',
  question: { en: REPORTED.question!, mr: 'संविधानाच्या कलम ८० नुसार राज्यसभेची कमाल सदस्यसंख्या किती आहे?' },
  fixedText: { en: '', mr: '' },
  options: { en: ['238', '245', '250', '552'], mr: ['२३८', '२४५', '२५०', '५५२'] },
  answer: 2,
  explanation: { en: 'Article 80 fixes the maximum at 250.', mr: 'कलम ८० नुसार कमाल संख्या २५० आहे.' },
  source: { title: 'Constitution of India', detail: 'Article 80' },
  asOf: '2025-09',
  history: [],
};
const invalid = () =>
  Response.json(
    {
      error: {
        code: 'question_edit_invalid',
        message: 'Some fields need fixing.',
        field: 'question.mr',
        params: { count: 2 },
        fields: [
          { field: 'question.mr', code: 'question_marathi_digits' },
          { field: 'question', code: 'question_near_duplicate', params: { other: 'polity-q-002', similarity: 0.8 } },
        ],
      },
    },
    { status: 400 },
  );

describe('fixing a question on the desk', () => {
  afterEach(() => {
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens a reported question, sends the fix with its version, and shows each problem beside its field', async () => {
    const fetch = stubFetch({
      'GET /api/admin/reports': () => Response.json([REPORTED]),
      'GET /api/admin/questions/polity-q-001': () => Response.json(QUESTION),
      'PUT /api/admin/questions/polity-q-001': invalid,
    });
    await renderWithQuery(<AdminPage />, { path: '/admin' });
    fireEvent.click(within(await screen.findByTestId('reported-question')).getByRole('button', { name: 'Fix this question' }));
    const form = await screen.findByTestId('edit-question');
    const marathi = within(form).getByLabelText('Question (Marathi)');
    fireEvent.change(marathi, { target: { value: 'संविधानाच्या कलम 80 नुसार राज्यसभेची कमाल सदस्यसंख्या किती आहे?' } });
    fireEvent.click(within(form).getByLabelText('The key is option B'));
    fireEvent.click(within(form).getByRole('button', { name: 'Check and save' }));

    expect(await within(form).findByText('Fields to fix before saving: 2.')).toBeTruthy();
    // inline, under the Marathi question, and announced with it
    expect(marathi.getAttribute('aria-invalid')).toBe('true');
    const describedBy = marathi.getAttribute('aria-describedby')!.split(' ');
    const messages = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain('Marathi text uses Devanagari digits (०–९), not 0–9.');
    expect(within(form).getAllByText(/almost the same as polity-q-002/).length).toBeGreaterThan(0);
    const [sent] = sentBodies(fetch, 'PUT /api/admin/questions/polity-q-001') as Record<string, unknown>[];
    expect(sent).toMatchObject({
      version: 0,
      answer: 1,
      question: { mr: expect.stringContaining('कलम 80') },
      source: { title: 'Constitution of India', detail: 'Article 80' },
    });
  });

  it('a save after someone else saved offers the latest version', async () => {
    stubFetch({
      'GET /api/admin/reports': () => Response.json([]),
      'GET /api/admin/questions': () =>
        Response.json([{ questionId: 'polity-q-001', subject: 'polity', question: REPORTED.question, retired: false }]),
      'GET /api/admin/questions/polity-q-001': () => Response.json(QUESTION),
      'PUT /api/admin/questions/polity-q-001': () => apiError(409, 'question_changed', 'changed'),
    });
    await renderWithQuery(<AdminPage />, { path: '/admin' });
    fireEvent.click(screen.getByLabelText('Fix a question'));
    fireEvent.change(screen.getByLabelText('Question id or words of its text'), { target: { value: 'Rajya Sabha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Fix question polity-q-001' }));
    const form = await screen.findByTestId('edit-question');
    fireEvent.click(within(form).getByRole('button', { name: 'Check and save' }));
    expect(await within(form).findByText('Changed by someone else')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Open the latest version' })).toBeTruthy();
  });
});
