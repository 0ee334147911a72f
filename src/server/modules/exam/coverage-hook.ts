import type { Executor } from '@server/db/database';

/** A topic counts as studied after a test with at least this share of its questions right… */
export const MASTERED_PERCENT = 70;
/** …and at least this many of its questions in the test (one lucky answer is not 100 % of a topic). */
export const MASTERED_MIN_QUESTIONS = 3;

/** The topics of a scored attempt answered at ≥ 70 % (spec: the syllabus coverage's automatic tick). */
export function masteredTopics(items: readonly { topicId: string; answer: number; choice: number | null }[]): string[] {
  const byTopic = new Map<string, { right: number; total: number }>();
  for (const it of items) {
    const t = byTopic.get(it.topicId) ?? { right: 0, total: 0 };
    t.total++;
    if (it.choice === it.answer) t.right++;
    byTopic.set(it.topicId, t);
  }
  return [...byTopic].filter(([, t]) => t.total >= MASTERED_MIN_QUESTIONS && t.right * 100 >= MASTERED_PERCENT * t.total).map(([id]) => id);
}

/**
 * The hook into the syllabus coverage (docs/decisions/007-library-and-home.md): the exam engine adds `test` ticks to
 * the syllabus feature's table, insert-only, keeping a tick the candidate already has. It never removes one.
 */
export async function tickMasteredTopics(db: Executor, userId: string, topicIds: readonly string[], at: Date): Promise<void> {
  if (!topicIds.length) return;
  await db
    .insertInto('syllabus_coverage')
    .values(topicIds.map((topic_id) => ({ user_id: userId, topic_id, source: 'test' as const, created_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'topic_id']).doNothing())
    .execute();
}
