import { describe, expect, it } from 'vitest';
import { localDigits } from './digits';

describe('localDigits', () => {
  it('writes Devanagari digits in Marathi only', () => {
    expect(localDigits(2026, 'mr')).toBe('२०२६');
    expect(localDigits('-12 / 45%', 'mr')).toBe('-१२ / ४५%');
    expect(localDigits(2026, 'en')).toBe('2026');
    expect(localDigits(7, 'hi')).toBe('7');
  });
});
