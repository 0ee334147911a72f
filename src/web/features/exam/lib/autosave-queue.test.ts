import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutosaveQueue } from './autosave-queue';
import type { AnswerState } from './palette';

class Offline extends Error {}
class Over extends Error {}
class Refused extends Error {}

const a = (choice: number | null, markedForReview = false): AnswerState => ({ choice, markedForReview, timeSpentMs: 0 });

/** A fake server: each save waits for the test to answer it. */
function server() {
  const calls: { id: string; answer: AnswerState; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const saved = new Map<string, AnswerState>();
  const save = vi.fn(
    (id: string, answer: AnswerState) =>
      new Promise<void>((resolve, reject) => {
        calls.push({
          id,
          answer,
          resolve: () => {
            saved.set(id, answer);
            resolve();
          },
          reject,
        });
      }),
  );
  return { calls, saved, save };
}

function queue(save: (id: string, answer: AnswerState) => Promise<void>, extra: Partial<ConstructorParameters<typeof AutosaveQueue>[0]> = {}) {
  return new AutosaveQueue({
    save,
    isFatal: (e) => e instanceof Over,
    isRetryable: (e) => e instanceof Offline,
    retryDelays: [1000, 2000],
    ...extra,
  });
}

const tick = () => vi.advanceTimersByTimeAsync(0);

describe('AutosaveQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves, shows saving then saved, and keeps one save in flight per question with the newest answer last', async () => {
    const s = server();
    const q = queue(s.save);
    const seen: string[] = [];
    q.subscribe(() => seen.push(q.getStatus()));
    q.enqueue('q1', a(0));
    expect(q.getStatus()).toBe('saving');
    q.enqueue('q1', a(1));
    q.enqueue('q1', a(2));
    expect(s.calls).toHaveLength(1); // the first is in flight; 1 was replaced by 2 before it went
    s.calls[0]!.resolve();
    await tick();
    expect(s.calls).toHaveLength(2);
    expect(s.calls[1]!.answer.choice).toBe(2);
    s.calls[1]!.resolve();
    await tick();
    expect(s.saved.get('q1')!.choice).toBe(2);
    expect(q.getStatus()).toBe('saved');
    expect(seen).toEqual(['saving', 'saved']);
  });

  it('saves different questions side by side', async () => {
    const s = server();
    const q = queue(s.save);
    q.enqueue('q1', a(0));
    q.enqueue('q2', a(3));
    expect(s.calls.map((c) => c.id)).toEqual(['q1', 'q2']);
  });

  it('goes offline on a network failure, keeps the answer and retries with back-off until it lands', async () => {
    const s = server();
    const q = queue(s.save);
    q.enqueue('q1', a(1));
    s.calls[0]!.reject(new Offline());
    await tick();
    expect(q.getStatus()).toBe('offline');
    expect(q.size).toBe(1);
    // an answer chosen while offline replaces the failed one (last write wins), and waits for the retry
    q.enqueue('q1', a(3));
    expect(s.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(s.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls).toHaveLength(2);
    expect(s.calls[1]!.answer.choice).toBe(3);
    s.calls[1]!.reject(new Offline());
    await tick();
    await vi.advanceTimersByTimeAsync(1999);
    expect(s.calls).toHaveLength(2); // second wait is 2 s
    await vi.advanceTimersByTimeAsync(1);
    s.calls[2]!.resolve();
    await tick();
    expect(s.saved.get('q1')!.choice).toBe(3);
    expect(q.getStatus()).toBe('saved');
    expect(q.size).toBe(0);
  });

  it('keeps a newer answer when the older in-flight save fails', async () => {
    const s = server();
    const q = queue(s.save);
    q.enqueue('q1', a(0));
    q.enqueue('q1', a(2));
    s.calls[0]!.reject(new Offline());
    await tick();
    q.retryNow();
    expect(s.calls[1]!.answer.choice).toBe(2);
  });

  it('retries at once on retryNow (back online)', async () => {
    const s = server();
    const q = queue(s.save);
    q.enqueue('q1', a(1));
    s.calls[0]!.reject(new Offline());
    await tick();
    q.retryNow();
    expect(s.calls).toHaveLength(2);
  });

  it('stops and reports when the test is over, dropping what is queued', async () => {
    const s = server();
    const onFatal = vi.fn();
    const q = queue(s.save, { onFatal });
    q.enqueue('q1', a(1));
    q.enqueue('q2', a(1));
    s.calls[0]!.reject(new Over());
    await tick();
    expect(onFatal).toHaveBeenCalledTimes(1);
    expect(q.getStatus()).toBe('error');
    q.enqueue('q3', a(0));
    expect(s.calls).toHaveLength(2);
  });

  it('drops a save the server refuses for good and carries on', async () => {
    const s = server();
    const onDropped = vi.fn();
    const q = queue(s.save, { onDropped });
    q.enqueue('q1', a(1));
    s.calls[0]!.reject(new Refused());
    await tick();
    expect(onDropped).toHaveBeenCalledWith(expect.any(Refused), 'q1');
    expect(q.size).toBe(0);
    q.enqueue('q2', a(0));
    expect(s.calls).toHaveLength(2);
  });

  it('flush resolves true once everything is saved, false on timeout', async () => {
    const s = server();
    const q = queue(s.save);
    await expect(q.flush(100)).resolves.toBe(true);
    q.enqueue('q1', a(1));
    const flushed = q.flush(5000);
    s.calls[0]!.resolve();
    await expect(flushed).resolves.toBe(true);
    q.enqueue('q2', a(1));
    const late = q.flush(500);
    await vi.advanceTimersByTimeAsync(500);
    await expect(late).resolves.toBe(false);
  });
});
