import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api';

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  return vi.fn(async () => new Response(body, { status, statusText: status === 502 ? 'Bad Gateway' : '', headers }));
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends credentials, and a JSON body only when there is a payload', async () => {
    const fetch = answer(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetch);
    await expect(api.post('/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    await api.get('/api/y');
    const [, post] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const [, get] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(post).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect((post.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(get).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect((get.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws the server error body as ApiError', async () => {
    vi.stubGlobal('fetch', answer(404, JSON.stringify({ error: { code: 'not_found', message: 'Route not found' } })));
    const error = await api.post('/api/auth/otp/send', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Route not found' });
  });

  it('turns a non-JSON error body into internal_error with the status text', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>bad gateway</html>'));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, code: 'internal_error', message: 'Bad Gateway' });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, code: 'service_unavailable' });
  });

  it('accepts an empty 204', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });
});
