import { describe, expect, it } from 'vitest';
import { shortcutFor } from './use-exam-shortcuts';

describe('exam keyboard shortcuts', () => {
  it('maps 1–4 to the options and N, P, M (either case) to next, previous and mark', () => {
    expect(shortcutFor('1')).toEqual({ choose: 0 });
    expect(shortcutFor('4')).toEqual({ choose: 3 });
    expect(shortcutFor('n')).toBe('next');
    expect(shortcutFor('N')).toBe('next');
    expect(shortcutFor('P')).toBe('previous');
    expect(shortcutFor('m')).toBe('mark');
  });

  it('ignores every other key', () => {
    for (const key of ['0', '5', 'x', 'Enter', ' ', 'ArrowRight', 'nn']) expect(shortcutFor(key)).toBeNull();
  });
});
