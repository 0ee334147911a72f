// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@web/testing/query-render';
import { botMessages, controlledStream, input, lastBot, openChat, type } from './chat-test-setup';

/**
 * The chat panel: opening with its greeting and quick questions, the keyboard going back to the round button on close,
 * the conversation log's accessible structure, and modal on a phone, non-modal on a wider screen.
 */

describe('ChatWidget', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens from the round button with one greeting and the first 3 of the 5 quick questions', async () => {
    stubFetch({});
    const panel = await openChat();
    expect(botMessages()).toHaveLength(1);
    expect(lastBot().textContent).toContain("Hello! I'm your study assistant");
    const chips = within(screen.getByTestId('quick-questions')).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['Explain Indian Constitution', 'What is the MPSC exam pattern?', 'Current affairs quiz']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Close the AI study assistant' }));
    expect(screen.getByTestId('chat-panel').hidden).toBe(true);
  });

  it('returns the keyboard to the chat button when the panel closes, by its close button or by Escape', async () => {
    stubFetch({});
    const panel = await openChat();
    const button = screen.getByTestId('chat-button');
    await waitFor(() => expect(document.activeElement).toBe(input()));

    fireEvent.click(within(panel).getByRole('button', { name: 'Close the AI study assistant' }));
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    await waitFor(() => expect(document.activeElement).toBe(input()));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('keeps the messages a list inside a named, keyboard-scrollable log that is busy while an answer streams', async () => {
    const stream = controlledStream();
    stubFetch({ 'POST /api/chat/stream': () => stream.response() });
    await openChat();
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log.tabIndex).toBe(0);
    const list = within(log).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    type('What is Article 21?', {});
    await act(async () => stream.send({ type: 'delta', text: 'Protection of life' }));
    await waitFor(() => expect(log.getAttribute('aria-busy')).toBe('true'));
    await act(async () => {
      stream.send({ type: 'done', sources: [] });
      stream.close();
    });
    await waitFor(() => expect(log.getAttribute('aria-busy')).toBe('false'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('on a phone (full screen) is modal: Tab and Shift+Tab wrap around inside the panel', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    stubFetch({});
    const panel = await openChat();
    expect(panel.getAttribute('aria-modal')).toBe('true');
    const close = within(panel).getByRole('button', { name: 'Close the AI study assistant' });
    await waitFor(() => expect(document.activeElement).toBe(input()));

    // The send button is disabled while the box is empty, so the box is the last stop.
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(input());
  });

  it('on a wider screen is a non-modal panel beside the page', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    stubFetch({});
    const panel = await openChat();
    expect(panel.getAttribute('aria-modal')).toBeNull();
  });
});
