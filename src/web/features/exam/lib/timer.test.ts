import { describe, expect, it } from 'vitest';
import { deadlineFrom, formatClock, secondsLeft } from './timer';

describe('exam timer', () => {
  it('counts down from the server remaining seconds, from when they arrived', () => {
    const d = deadlineFrom(900, 10_000);
    expect(secondsLeft(d, 10_000)).toBe(900);
    expect(secondsLeft(d, 10_999)).toBe(900);
    expect(secondsLeft(d, 11_000)).toBe(899);
    expect(secondsLeft(d, 10_000 + 899_800)).toBe(1);
    expect(secondsLeft(d, 10_000 + 900_000)).toBe(0);
    expect(secondsLeft(d, 10_000 + 999_000)).toBe(0);
    expect(secondsLeft(deadlineFrom(-5, 0), 0)).toBe(0);
  });

  it('formats as m:ss, with hours for the 90-minute paper', () => {
    expect(formatClock(5400)).toBe('1:30:00');
    expect(formatClock(3599)).toBe('59:59');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(0)).toBe('0:00');
  });
});
