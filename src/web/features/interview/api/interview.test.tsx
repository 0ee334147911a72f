// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@web/testing/query-render';
import { useAnswer, useEndSession } from './interview';

const SESSIONS = ['interview', 'sessions'];
const session = { id: 's1', items: [{ position: 1 }], endedAt: '2026-11-24T10:00:00.000Z' };

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // the list as it was cached when the session started: nothing answered yet
  queryClient.setQueryData(SESSIONS, { sessions: [{ id: 's1', answered: 0 }] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

afterEach(() => vi.unstubAllGlobals());

describe('interview hooks: the past-sessions list never comes back with the counts from before the session', () => {
  it('ending a session drops the cached list (the e2e saw "0 of 5 answered" after a finished session)', async () => {
    stubFetch({ 'POST /api/interview/sessions/s1/end': () => Response.json(session) });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useEndSession('s1'), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(queryClient.getQueryData(SESSIONS)).toBeUndefined();
    expect(queryClient.getQueryData(['interview', 'session', 's1'])).toEqual(session);
  });

  it('an answer drops it too', async () => {
    stubFetch({ 'PUT /api/interview/sessions/s1/answers/1': () => Response.json({ position: 1, answer: 'x' }) });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useAnswer('s1'), { wrapper });
    await act(() => result.current.mutateAsync({ position: 1, answer: 'x' } as never));
    expect(queryClient.getQueryData(SESSIONS)).toBeUndefined();
  });
});
