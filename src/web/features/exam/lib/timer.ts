/**
 * The exam clock: the server says how many seconds remain; the client counts down from the moment that answer
 * arrived on its own monotonic clock, so a wrong clock on the phone changes nothing.
 */
export function deadlineFrom(remainingSeconds: number, receivedAt: number): number {
  return receivedAt + Math.max(0, remainingSeconds) * 1000;
}

/** Whole seconds left at `now` (never below 0; 0.2 s left still shows 1). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 1:29:05 from an hour on, else 14:05. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The last five minutes turn the clock red (and, once, a screen-reader announcement). */
export const LOW_TIME_SECONDS = 300;
