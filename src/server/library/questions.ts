import type { BankQuestion } from '@shared/content';

const ORDER: Record<string, readonly string[]> = {
  easy: ['easy', 'medium', 'hard'],
  beginner: ['easy', 'medium', 'hard'],
  medium: ['medium', 'easy', 'hard'],
  intermediate: ['medium', 'easy', 'hard'],
  hard: ['hard', 'medium', 'easy'],
  advanced: ['hard', 'medium', 'easy'],
};
const FREQUENCY_RANK: Record<string, number> = { frequent: 0, moderate: 1, rare: 2 };

/** Bank questions ordered for a level: the topic's own first, preferred difficulty first, frequently asked first. */
export function orderQuestions(rows: readonly BankQuestion[], topicIds: readonly string[], level: string): BankQuestion[] {
  const diff = ORDER[level] ?? ORDER.medium!;
  const topicRank = (r: BankQuestion) => {
    const i = topicIds.indexOf(r.topicId);
    return i < 0 ? topicIds.length : i;
  };
  return [...rows].sort(
    (a, b) =>
      topicRank(a) - topicRank(b) ||
      diff.indexOf(a.difficulty) - diff.indexOf(b.difficulty) ||
      (FREQUENCY_RANK[a.frequency ?? ''] ?? 3) - (FREQUENCY_RANK[b.frequency ?? ''] ?? 3) ||
      a.id.localeCompare(b.id),
  );
}
