import { describe, expect, it } from 'vitest';
import { clock, countWords } from './word-count';

describe('countWords', () => {
  it('counts English and Marathi words, not punctuation', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  One, two —  three.\n\nFour ')).toBe(4);
    expect(countWords('महिला सक्षमीकरण म्हणजे ५० टक्के')).toBe(5);
  });
  it('shows the timer as mm:ss', () => {
    expect(clock(0)).toBe('00:00');
    expect(clock(3599)).toBe('59:59');
  });
});
