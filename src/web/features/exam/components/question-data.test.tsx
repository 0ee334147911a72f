// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CsatData } from '@shared/content';
import { QuestionPassage } from './question-passage';
import { QuestionData } from './question-data';

const data: CsatData = {
  type: 'table',
  title: { en: 'Wheat procured', mr: 'गहू खरेदी' },
  unit: { en: 'lakh tonnes', mr: 'लाख टन' },
  columns: [
    { en: 'Year', mr: 'वर्ष' },
    { en: 'Punjab', mr: 'पंजाब' },
  ],
  rows: [
    ['2023', 1250],
    ['2024', 1325.5],
  ],
};

describe('QuestionData', () => {
  afterEach(cleanup);

  it('draws the data as a captioned table with row headers', () => {
    render(<QuestionData data={data} lang="en" />);
    const table = screen.getByRole('table', { name: 'Wheat procured (lakh tonnes)' });
    expect(within(table).getByRole('columnheader', { name: 'Punjab' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: '2024' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '1,325.5' })).toBeTruthy();
  });

  it('prints Marathi labels and numbers in Devanagari digits', () => {
    render(<QuestionData data={data} lang="mr" />);
    const table = screen.getByRole('table', { name: 'गहू खरेदी (लाख टन)' });
    expect(within(table).getByRole('cell', { name: '१,२५०' })).toBeTruthy();
    expect(within(table).queryByText(/[0-9]/)).toBeNull();
  });
});

describe('QuestionPassage', () => {
  afterEach(cleanup);

  it('keeps the passage in its own language, paragraph by paragraph', () => {
    render(<QuestionPassage passage={{ id: 'p1', language: 'mr', title: 'पाणी', text: 'पहिला परिच्छेद.\n\nदुसरा परिच्छेद.' }} />);
    const region = screen.getByRole('region', { name: 'पाणी' });
    expect(region.getAttribute('lang')).toBe('mr');
    expect(region.querySelectorAll('p')).toHaveLength(2);
  });
});
