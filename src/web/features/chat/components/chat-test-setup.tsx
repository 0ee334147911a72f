import { fireEvent, screen } from '@testing-library/react';
import type { ChatStreamEvent } from '@shared/chat';
import { renderWithQuery } from '@web/testing/query-render';
import ChatWidget from './chat-widget';

/**
 * Shared by the chat widget's tests (chat-widget.test.tsx, chat-panel.test.tsx): the answers the fake server streams,
 * opening the panel, and reading and typing into the conversation.
 */

export const ENGINE = { engine: 'offline', model: 'library-v1', fallback: false, cached: false } as const;
export const SOURCE = {
  kind: 'note',
  id: 'constitution-preamble',
  title: 'Preamble and Salient Features',
  reference: 'M. Laxmikanth, Indian Polity, ch. 4',
} as const;
const encoder = new TextEncoder();

/** A streamed answer the test feeds line by line. */
export function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  return {
    response: () => new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } }),
    send: (event: ChatStreamEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`)),
    close: () => controller.close(),
  };
}

export function ndjson(events: ChatStreamEvent[]): Response {
  return new Response(events.map((e) => JSON.stringify(e)).join('\n') + '\n', { headers: { 'Content-Type': 'application/x-ndjson' } });
}

export async function openChat() {
  await renderWithQuery(<ChatWidget />);
  fireEvent.click(screen.getByTestId('chat-button'));
  return screen.findByTestId('chat-panel');
}

export const input = () => screen.getByTestId<HTMLTextAreaElement>('chat-input');
export const botMessages = () => screen.queryAllByTestId('chat-message').filter((m) => m.dataset.sender === 'bot');
export const lastBot = () => botMessages().at(-1)!;

export function type(text: string, key?: { shiftKey?: boolean }) {
  fireEvent.change(input(), { target: { value: text } });
  if (key) fireEvent.keyDown(input(), { key: 'Enter', ...key });
}
