export type BadgeVariant = 'default' | 'secondary' | 'destructive';

/** Spec 02 §9: the accuracy badge is default at 70 % or more, secondary at 50 % or more, else destructive. */
export function accuracyVariant(percent: number): BadgeVariant {
  if (percent >= 70) return 'default';
  if (percent >= 50) return 'secondary';
  return 'destructive';
}

export const REVIEW_FILTERS = ['all', 'wrong', 'unattempted', 'marked'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

interface Reviewable {
  outcome: 'correct' | 'wrong' | 'unattempted';
  markedForReview: boolean;
}

export function matchesFilter(item: Reviewable, filter: ReviewFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'marked') return item.markedForReview;
  return item.outcome === filter;
}

export function filterCounts(items: readonly Reviewable[]): Record<ReviewFilter, number> {
  return {
    all: items.length,
    wrong: items.filter((i) => i.outcome === 'wrong').length,
    unattempted: items.filter((i) => i.outcome === 'unattempted').length,
    marked: items.filter((i) => i.markedForReview).length,
  };
}
