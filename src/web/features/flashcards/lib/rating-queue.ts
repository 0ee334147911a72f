import type { ReviewRating, ReviewRequest } from '@shared/flashcards';
import { ApiError, api } from '@web/lib/api';

/**
 * The offline rating queue: a rating is written to localStorage first, then sent. A rating that cannot be sent
 * (no network, server busy) stays and is sent again later, in order, with the same clientId, so the server applies it
 * once however often it arrives; one the server refuses for good (the card was deleted) is dropped.
 */
export interface QueuedRating {
  clientId: string;
  cardId: string;
  rating: ReviewRating;
  reviewedAt: string;
}

const KEY = 'abhyas:flashcards:ratings';

function read(storage: Storage): QueuedRating[] {
  try {
    const v = JSON.parse(storage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as QueuedRating[]) : [];
  } catch {
    return [];
  }
}
const listeners = new Set<() => void>();
function write(storage: Storage, q: readonly QueuedRating[]) {
  storage.setItem(KEY, JSON.stringify(q));
  for (const l of listeners) l();
}

/** For `useSyncExternalStore`: told whenever the queue changes (here or in another tab). */
export function subscribeRatings(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
export const pendingCount = () => read(localStorage).length;

export const pendingRatings = (storage: Storage = localStorage) => read(storage);

export function enqueueRating(cardId: string, rating: ReviewRating, now = new Date(), storage: Storage = localStorage): QueuedRating {
  const item = { clientId: crypto.randomUUID(), cardId, rating, reviewedAt: now.toISOString() };
  write(storage, [...read(storage), item]);
  return item;
}

/** The rating whose request is on its way now: it can no longer be taken back locally. */
let sending: string | null = null;

/** Takes the last rating back before it was sent; false when it has gone (or is going) to the server. */
export function dropLastPending(cardId: string, storage: Storage = localStorage): boolean {
  const q = read(storage);
  const last = q[q.length - 1];
  if (!last || last.cardId !== cardId || last.clientId === sending) return false;
  write(storage, q.slice(0, -1));
  return true;
}

/** A failure worth trying again: no answer at all, a timeout, rate limiting or a server error. */
const retryable = (e: unknown) => !(e instanceof ApiError) || e.status === 0 || e.status === 408 || e.status === 429 || e.status >= 500;

let flushing: Promise<{ sent: number; left: number }> | null = null;

async function sendAll(storage: Storage): Promise<{ sent: number; left: number }> {
  let sent = 0;
  for (;;) {
    const next = read(storage)[0];
    if (!next) break;
    const body: ReviewRequest = { rating: next.rating, clientId: next.clientId, reviewedAt: next.reviewedAt };
    sending = next.clientId;
    try {
      await api.post(`/api/reviews/${next.cardId}`, body);
      sent++;
    } catch (e) {
      if (retryable(e)) break;
    } finally {
      sending = null;
    }
    write(
      storage,
      read(storage).filter((r) => r.clientId !== next.clientId),
    );
  }
  return { sent, left: read(storage).length };
}

/** Sends the queued ratings in order; stops at the first one that cannot be sent now. One flush at a time. */
export function flushRatings(storage: Storage = localStorage): Promise<{ sent: number; left: number }> {
  if (flushing) return flushing;
  const run = sendAll(storage);
  flushing = run;
  // cleared once settled (never from inside: an empty queue settles before `flushing` is even set)
  const clear = () => {
    if (flushing === run) flushing = null;
  };
  run.then(clear, clear);
  return run;
}
