import { describe, expect, it } from 'vitest';
import {
  examCap,
  inExamFinalDays,
  isLeech,
  newMemory,
  orderDue,
  preview,
  rate,
  retrievability,
  memoryFromJson,
  memoryJson,
  type MemoryState,
} from './scheduler';

const DAY = 86_400_000;
const t0 = new Date('2026-03-01T04:00:00Z');

/** Reviews a card `n` times with Good, each when it falls due. */
function learned(n: number, start = t0): { m: MemoryState; at: Date } {
  let m = newMemory(start);
  let at = start;
  for (let i = 0; i < n; i++) {
    m = rate(m, 3, at, null).memory;
    at = m.due;
  }
  return { m, at };
}

describe('FSRS wrapper', () => {
  it('schedules longer intervals for easier ratings, and Good grows over reviews', () => {
    const { m, at } = learned(4);
    const p = preview(m, at, null);
    expect(p.again).toBeLessThan(p.hard);
    expect(p.hard).toBeLessThan(p.good);
    expect(p.good).toBeLessThan(p.easy);
    const { m: m5, at: at5 } = learned(5);
    expect(preview(m5, at5, null).good).toBeGreaterThan(p.good);
  });

  it('never schedules past the exam date: the due date is cut to the start of the exam day (India)', () => {
    const { m, at } = learned(6);
    const free = rate(m, 4, at, null);
    expect(free.memory.due.getTime() - at.getTime()).toBeGreaterThan(10 * DAY);
    const examDate = new Date(at.getTime() + 5 * DAY).toISOString().slice(0, 10);
    const cap = examCap(examDate, at)!;
    expect(cap.toISOString()).toBe(`${new Date(Date.parse(`${examDate}T00:00:00+05:30`)).toISOString()}`);
    const capped = rate(m, 4, at, cap);
    expect(capped.capped).toBe(true);
    expect(capped.memory.due.getTime()).toBe(cap.getTime());
    const p = preview(m, at, cap);
    for (const v of Object.values(p)) expect(at.getTime() + v * 60_000).toBeLessThanOrEqual(cap.getTime() + 60_000);
    // an Again (minutes) stays as FSRS says
    expect(rate(m, 1, at, cap).capped).toBe(false);
  });

  it('has no cap without an exam date, on the exam day or after it', () => {
    expect(examCap(null, t0)).toBeNull();
    expect(examCap('2026-03-01', t0)).toBeNull();
    expect(examCap('2026-02-01', t0)).toBeNull();
    expect(examCap('2026-03-02', t0)).not.toBeNull();
  });

  it('is in the exam’s last 30 days from 30 days before it to the day itself', () => {
    expect(inExamFinalDays('2026-03-31', t0)).toBe(true);
    expect(inExamFinalDays('2026-04-01', t0)).toBe(false);
    expect(inExamFinalDays('2026-02-28', t0)).toBe(false);
    expect(inExamFinalDays(null, t0)).toBe(false);
  });

  it('flags a leech at 8 lapses', () => {
    let { m, at } = learned(3);
    for (let lapse = 1; lapse <= 8; lapse++) {
      m = rate(m, 1, at, null).memory; // forgotten
      at = m.due;
      expect(m.lapses).toBe(lapse);
      expect(isLeech(m)).toBe(lapse >= 8);
      // relearnt
      while (m.state !== 2) {
        m = rate(m, 3, at, null).memory;
        at = m.due;
      }
    }
  });

  it('orders by due date, or by lowest retrievability in the exam’s last 30 days', () => {
    const strong = learned(6);
    const weak = learned(2);
    const now = new Date(Math.max(strong.at.getTime(), weak.at.getTime()) + 2 * DAY);
    const a = { ...strong.m, due: new Date(now.getTime() - 3 * DAY), id: 'strong' };
    const b = { ...weak.m, due: new Date(now.getTime() - DAY), id: 'weak' };
    expect(retrievability(b, now)).toBeLessThan(retrievability(a, now));
    expect(orderDue([a, b], now, false).map((c) => c.id)).toEqual(['strong', 'weak']);
    expect(orderDue([a, b], now, true).map((c) => c.id)).toEqual(['weak', 'strong']);
  });

  it('keeps the state for undo as JSON and restores it exactly', () => {
    const { m } = learned(3);
    expect(memoryFromJson(JSON.parse(JSON.stringify(memoryJson(m))))).toEqual(m);
  });
});
