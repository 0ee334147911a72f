import type { AnswerState } from './palette';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'error';
export type SaveFn = (questionId: string, answer: AnswerState) => Promise<void>;

export interface AutosaveOptions {
  save: SaveFn;
  /** The test is over (submitted, time up): no retry can help, so the queue stops. */
  isFatal: (error: unknown) => boolean;
  /** No answer or a passing failure (offline, 5xx, 408, 429): keep the answer and try again. */
  isRetryable: (error: unknown) => boolean;
  onFatal?: (error: unknown) => void;
  /** Any other refusal: that save is dropped (sending it again would be refused again). */
  onDropped?: (error: unknown, questionId: string) => void;
  /** Waits between retries (ms), the last one repeating. */
  retryDelays?: readonly number[];
}

/**
 * Autosave with one slot per question: the newest answer replaces any unsent one (last write wins), a question has at
 * most one save in flight, and a save that fails for want of a connection stays queued and is retried with back-off
 * (or at once on `retryNow`, e.g. when the browser is back online). Each save is the answer's whole state, so the
 * server takes a repeat harmlessly.
 */
export class AutosaveQueue {
  private readonly pending = new Map<string, AnswerState>();
  private readonly inflight = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly idleWaiters = new Set<() => void>();
  private status: SaveStatus = 'idle';
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(private opts: AutosaveOptions) {}

  /** Replaces the callbacks (a React component hands in its latest ones from an effect). */
  setCallbacks(callbacks: Pick<AutosaveOptions, 'onFatal' | 'onDropped'>): void {
    this.opts = { ...this.opts, ...callbacks };
  }

  enqueue(questionId: string, answer: AnswerState): void {
    if (this.stopped) return;
    this.pending.set(questionId, answer);
    this.pump();
  }

  /** Unsent or in-flight saves. */
  get size(): number {
    return this.pending.size + this.inflight.size;
  }

  getStatus = (): SaveStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Retry now instead of waiting out the back-off. */
  retryNow(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.pump();
  }

  /** Resolves true once everything queued is saved, false if that did not happen within `timeoutMs`. */
  flush(timeoutMs: number): Promise<boolean> {
    this.retryNow();
    if (this.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.idleWaiters.delete(onIdle);
        resolve(ok);
      };
      const onIdle = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.idleWaiters.add(onIdle);
    });
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.pending.clear();
  }

  private setStatus(status: SaveStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }

  private pump(): void {
    // While a retry is scheduled, hold everything: the connection is likely still down.
    if (this.stopped || this.retryTimer !== null) return;
    for (const [questionId, answer] of [...this.pending]) {
      if (this.inflight.has(questionId)) continue;
      this.pending.delete(questionId);
      this.inflight.add(questionId);
      void this.send(questionId, answer);
    }
    if (this.inflight.size > 0 && this.status !== 'offline') this.setStatus('saving');
  }

  private async send(questionId: string, answer: AnswerState): Promise<void> {
    try {
      await this.opts.save(questionId, answer);
      this.failures = 0;
      this.inflight.delete(questionId);
      if (this.status === 'offline' || this.status === 'error') this.setStatus('saving');
    } catch (error) {
      this.inflight.delete(questionId);
      if (this.stopped) return;
      if (this.opts.isFatal(error)) {
        this.stop();
        this.setStatus('error');
        this.opts.onFatal?.(error);
        this.settle();
        return;
      }
      if (this.opts.isRetryable(error)) {
        // Last write wins: an answer chosen while this one was in flight replaces it.
        if (!this.pending.has(questionId)) this.pending.set(questionId, answer);
        this.failures++;
        this.setStatus('offline');
        this.scheduleRetry();
        return;
      }
      this.setStatus('error');
      this.opts.onDropped?.(error, questionId);
    }
    this.pump();
    this.settle();
  }

  private scheduleRetry(): void {
    if (this.retryTimer !== null || this.stopped) return;
    const delays = this.opts.retryDelays ?? [1000, 2000, 4000, 8000, 15000];
    const delay = delays[Math.min(this.failures - 1, delays.length - 1)] ?? 1000;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.pump();
    }, delay);
  }

  private settle(): void {
    if (this.size > 0) return;
    if (this.status === 'saving') this.setStatus('saved');
    for (const waiter of [...this.idleWaiters]) waiter();
  }
}
