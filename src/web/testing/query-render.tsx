import { Suspense, type ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppToaster } from '../components/ui/toaster';
import { i18nReady } from './i18n';

/** Shows where the router is, for assertions: `screen.getByTestId('location')`. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/**
 * Renders a signed-in page: router at `path`, a fresh query cache (no retries unless the query asks),
 * the toaster, and a location probe.
 */
export async function renderWithQuery(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  await i18nReady;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>{ui}</Suspense>
        <LocationProbe />
        <AppToaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

type Handler = (init: RequestInit & { body?: string }) => Response | Promise<Response>;

/**
 * Stubs fetch with one handler per "METHOD /path" (query string ignored); anything else is a 404
 * so a test never passes by accident on a call it did not expect.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const handler = routes[key];
    if (!handler) return Response.json({ error: { code: 'not_found', message: `unexpected ${key}` } }, { status: 404 });
    return handler(init as RequestInit & { body?: string });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The JSON bodies sent to "METHOD /path", in order. */
export function sentBodies(fetch: ReturnType<typeof stubFetch>, key: string): unknown[] {
  return fetch.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${url.split('?')[0]}` === key)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

export const apiError = (status: number, code: string, message: string, field?: string, params?: Record<string, string | number>) =>
  Response.json({ error: { code, message, ...(field ? { field } : {}), ...(params ? { params } : {}) } }, { status });
