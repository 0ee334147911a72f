import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropLastPending, enqueueRating, flushRatings, pendingRatings } from './rating-queue';

/** A Storage in memory (the tests run in Node). */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('offline rating queue', () => {
  it('keeps every rating while the network is down and sends them in order, once each, when it is back', async () => {
    const s = memoryStorage();
    const a = enqueueRating('card-a', 1, new Date('2026-06-01T10:00:00Z'), s);
    const b = enqueueRating('card-b', 4, new Date('2026-06-01T10:01:00Z'), s);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await flushRatings(s)).toEqual({ sent: 0, left: 2 });
    expect(pendingRatings(s).map((r) => r.clientId)).toEqual([a.clientId, b.clientId]);

    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return json(200, {});
      }),
    );
    expect(await flushRatings(s)).toEqual({ sent: 2, left: 0 });
    expect(sent).toEqual([
      { url: '/api/reviews/card-a', body: { rating: 1, clientId: a.clientId, reviewedAt: '2026-06-01T10:00:00.000Z' } },
      { url: '/api/reviews/card-b', body: { rating: 4, clientId: b.clientId, reviewedAt: '2026-06-01T10:01:00.000Z' } },
    ]);
  });

  it('stops at a server error and keeps the rest; drops a rating the server refuses for good (404)', async () => {
    const s = memoryStorage();
    enqueueRating('gone', 3, new Date(), s);
    const keep = enqueueRating('busy', 3, new Date(), s);
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(404, { error: { code: 'not_found', message: 'No such card.' } }))
      .mockResolvedValueOnce(json(503, { error: { code: 'service_unavailable', message: 'busy' } }));
    vi.stubGlobal('fetch', fetch);
    expect(await flushRatings(s)).toEqual({ sent: 0, left: 1 });
    expect(pendingRatings(s)[0]!.clientId).toBe(keep.clientId);
  });

  it('sends a rating queued after a flush of an empty queue (a flush is never stuck)', async () => {
    const s = memoryStorage();
    expect(await flushRatings(s)).toEqual({ sent: 0, left: 0 });
    enqueueRating('later', 3, new Date(), s);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, {})));
    expect(await flushRatings(s)).toEqual({ sent: 1, left: 0 });
  });

  it('takes back the last rating before it is sent', () => {
    const s = memoryStorage();
    enqueueRating('a', 2, new Date(), s);
    expect(dropLastPending('b', s)).toBe(false);
    expect(dropLastPending('a', s)).toBe(true);
    expect(pendingRatings(s)).toEqual([]);
  });

  it('will not take back locally a rating whose request is already on its way (undo then goes to the server)', async () => {
    const s = memoryStorage();
    enqueueRating('card-a', 4, new Date('2026-06-01T10:00:00Z'), s);
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const flushing = flushRatings(s);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(dropLastPending('card-a', s)).toBe(false);
    answer(json(200, {}));
    expect(await flushing).toEqual({ sent: 1, left: 0 });
    expect(dropLastPending('card-a', s)).toBe(false);
  });
});
