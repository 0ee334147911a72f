import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { api } from '../lib/api';

/**
 * The default fetch is a GET of the key path: `['/api/subscription/status']` fetches
 * that URL. A trailing plain object becomes the query string: `['/api/books', {page: 2}]`. Hooks
 * whose key starts with a feature name instead pass their own queryFn.
 */
export function pathFromKey(queryKey: readonly unknown[]): string {
  const last = queryKey.at(-1);
  const params = typeof last === 'object' && last !== null && !Array.isArray(last) ? (last as Record<string, unknown>) : null;
  const segments = (params ? queryKey.slice(0, -1) : queryKey).map(String);
  const path = segments.join('/');
  if (!path.startsWith('/api/')) throw new Error(`Query key ${JSON.stringify(queryKey)} is not an /api path: give the query its own queryFn`);
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function fetchKeyPath({ queryKey, signal }: QueryFunctionContext): Promise<unknown> {
  return api.get<unknown>(pathFromKey(queryKey), { signal });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchKeyPath,
        refetchOnWindowFocus: false,
        retry: 1,
        staleTime: 5 * 60 * 1000,
      },
    },
  });
}
