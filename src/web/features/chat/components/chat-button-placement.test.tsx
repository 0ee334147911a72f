// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@web/testing/query-render';
import { Button } from '@web/components/ui/button';
import ChatWidget from './chat-widget';

/** Where the round chat button sits: it steps aside from a primary page button under it, never from a secondary one. */

describe('ChatWidget beside a primary button', () => {
  // focusing the button starts loading the chat panel: loaded before, and settled after each test, so the import never
  // resolves after the environment is torn down (it did once in CI under load)
  beforeAll(async () => {
    await import('./chat-panel');
  });
  afterEach(async () => {
    await vi.dynamicImportSettled();
    cleanup();
    vi.restoreAllMocks();
  });

  /** The round button at the bottom right of a 390×844 phone, and a page button at `top` (full width, 44 px high). */
  function layout(top: () => number) {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const box = (left: number, t: number, width: number, height: number) =>
        ({ left, top: t, width, height, right: left + width, bottom: t + height, x: left, y: t }) as DOMRect;
      if (this.getAttribute('data-testid') === 'chat-button') return box(318, 772, 56, 56);
      if (this.getAttribute('data-testid') === 'generate') return box(16, top(), 358, 44);
      return box(0, 0, 0, 0);
    });
  }

  it('steps aside while the button lies under it, and comes back once it has scrolled away', async () => {
    let top = 780;
    layout(() => top);
    await renderWithQuery(
      <>
        <Button data-testid="generate">Generate Plan</Button>
        <Button variant="secondary" data-testid="other">
          Export
        </Button>
        <ChatWidget />
      </>,
    );
    const chat = screen.getByTestId('chat-button');
    await waitFor(() => expect(chat.dataset.aside).toBe('true'));
    expect(chat.className).toContain('invisible');

    // focused (from the keyboard, or given back by the closing panel) it stays where it can be seen
    chat.focus();
    await waitFor(() => expect(chat.dataset.aside).toBeUndefined());
    chat.blur();
    await waitFor(() => expect(chat.dataset.aside).toBe('true'));

    top = 400;
    fireEvent.scroll(window);
    await waitFor(() => expect(chat.dataset.aside).toBeUndefined());
    expect(chat.className).not.toContain('invisible');
  });

  it('does not step aside for a secondary button', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const box = { left: 318, top: 772, width: 56, height: 56, right: 374, bottom: 828, x: 318, y: 772 } as DOMRect;
      return this.getAttribute('data-testid') === 'chat-button' || this.getAttribute('data-testid') === 'other' ? box : ({} as DOMRect);
    });
    await renderWithQuery(
      <>
        <Button variant="secondary" data-testid="other">
          Export
        </Button>
        <ChatWidget />
      </>,
    );
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(screen.getByTestId('chat-button').dataset.aside).toBeUndefined();
  });
});
