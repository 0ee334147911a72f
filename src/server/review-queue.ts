import type { Executor } from '@server/db/database';

/**
 * One queue for everything worth remembering (issue 14). Any feature hands the candidate's review queue a thing to
 * remember through `queueForReview`; the flashcards module (the queue's owner) turns unconsumed inbox rows into FSRS
 * cards with `takeReviewInbox` and marks them consumed. Producers never import the flashcards module (layout rule),
 * and the same `(user, source, sourceRef, language)` is queued once however often it is sent.
 */
export const REVIEW_SOURCES = ['exam', 'daily-exam', 'maps', 'news', 'notes'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

export interface ReviewSeed {
  source: ReviewSource;
  /** What it came from, stable across sends: a question id, a hotspot id, a news item id + fact index. */
  sourceRef: string;
  language: 'en' | 'mr' | 'hi';
  subjectId?: string | null;
  topicId?: string | null;
  /** The prompt side of the card (a question with its options, a place to find, a cloze). */
  front: string;
  /** The answer side: the right answer in words. */
  back: string;
  explanation?: string | null;
  /** Where the candidate can check it (the item's source). */
  citation?: string | null;
}

export interface ReviewInboxItem extends Required<ReviewSeed> {
  id: string;
  createdAt: Date;
}

/** Queue things for review; already-queued ones are left as they are. Returns how many were new. */
export async function queueForReview(db: Executor, userId: string, seeds: readonly ReviewSeed[]): Promise<number> {
  if (seeds.length === 0) return 0;
  const rows = seeds.map((s) => ({
    user_id: userId,
    source: s.source,
    source_ref: s.sourceRef,
    language: s.language,
    subject_id: s.subjectId ?? null,
    topic_id: s.topicId ?? null,
    front: s.front,
    back: s.back,
    explanation: s.explanation ?? null,
    citation: s.citation ?? null,
  }));
  const inserted = await db
    .insertInto('review_inbox')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'source', 'source_ref', 'language']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** The queue owner's side: the candidate's unconsumed inbox, oldest first, marked consumed in the same statement. */
export async function takeReviewInbox(db: Executor, userId: string, limit = 500): Promise<ReviewInboxItem[]> {
  const pending = db
    .selectFrom('review_inbox')
    .select('id')
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .orderBy('created_at')
    .limit(limit);
  const rows = await db
    .updateTable('review_inbox')
    .set({ consumed_at: new Date() })
    .where('id', 'in', pending)
    .where('consumed_at', 'is', null)
    .returningAll()
    .execute();
  return rows
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
    .map((r) => ({
      id: r.id,
      source: r.source as ReviewSource,
      sourceRef: r.source_ref,
      language: r.language as ReviewSeed['language'],
      subjectId: r.subject_id,
      topicId: r.topic_id,
      front: r.front,
      back: r.back,
      explanation: r.explanation,
      citation: r.citation,
      createdAt: r.created_at,
    }));
}
