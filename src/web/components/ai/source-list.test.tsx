// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AiSource } from '@shared/ai';
import { renderWithShell } from '@web/testing/render';
import { REFERENCE_INLINE, SourceList } from './source-list';

const note = (reference: string): AiSource => ({ kind: 'note', id: 'polity-parliament-note', title: 'Parliament', subject: 'polity', reference });

describe('SourceList', () => {
  afterEach(cleanup);

  it('shows a short reference as it is', async () => {
    await renderWithShell(<SourceList sources={[note('Constitution of India — Article 79')]} />);
    expect(screen.getByTestId('source-list').textContent).toContain('Article 79');
    expect(screen.queryByTestId('source-references')).toBeNull();
  });

  it('folds a long list of books behind a toggle, so the answer above stays in view on a phone', async () => {
    const long = Array.from({ length: 12 }, (_, i) => `Laxmikanth — Indian Polity, chapter ${i + 1}`).join('; ');
    expect(long.length).toBeGreaterThan(REFERENCE_INLINE);
    await renderWithShell(<SourceList sources={[note(long)]} />);
    const folded = screen.getByTestId('source-references') as HTMLDetailsElement;
    expect(folded.open).toBe(false);
    expect(screen.getByText('Parliament')).toBeTruthy();
    const toggle = screen.getByText('Books and documents it draws on');
    fireEvent.click(toggle);
    expect(folded.open).toBe(true);
    expect(folded.textContent).toContain('chapter 12');
  });
});
