import { describe, expect, it } from 'vitest';
import { accuracyVariant, filterCounts, matchesFilter } from './result-view';

describe('accuracyVariant', () => {
  it('follows the spec thresholds 70 and 50', () => {
    expect(accuracyVariant(100)).toBe('default');
    expect(accuracyVariant(70)).toBe('default');
    expect(accuracyVariant(69.99)).toBe('secondary');
    expect(accuracyVariant(50)).toBe('secondary');
    expect(accuracyVariant(49.99)).toBe('destructive');
    expect(accuracyVariant(0)).toBe('destructive');
  });
});

describe('review filters', () => {
  const items = [
    { outcome: 'correct', markedForReview: true },
    { outcome: 'wrong', markedForReview: false },
    { outcome: 'wrong', markedForReview: true },
    { outcome: 'unattempted', markedForReview: false },
  ] as const;

  it('filters all / wrong / unattempted / marked', () => {
    expect(items.filter((i) => matchesFilter(i, 'all'))).toHaveLength(4);
    expect(items.filter((i) => matchesFilter(i, 'wrong'))).toHaveLength(2);
    expect(items.filter((i) => matchesFilter(i, 'unattempted'))).toHaveLength(1);
    expect(items.filter((i) => matchesFilter(i, 'marked'))).toHaveLength(2);
    expect(filterCounts(items)).toEqual({ all: 4, wrong: 2, unattempted: 1, marked: 2 });
  });
});
