import type { Insertable } from 'kysely';
import type { Executor } from '@server/db/database';
import type { MapQuizAttemptsTable } from '@server/db/schema-maps';

/** Map Master's own tables (migration 017-maps): progress, attempts, bookmarks. */

export async function markViewed(db: Executor, userId: string, layerId: string, hotspotId: string, now: Date) {
  await db
    .insertInto('map_progress')
    .values({ user_id: userId, layer_id: layerId, hotspot_id: hotspotId, progress_type: 'viewed', created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'hotspot_id', 'progress_type']).doNothing())
    .execute();
}

export async function viewedHotspots(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('map_progress')
    .select('hotspot_id')
    .where('user_id', '=', userId)
    .where('progress_type', '=', 'viewed')
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.hotspot_id);
}

export async function insertAttempt(db: Executor, row: Insertable<MapQuizAttemptsTable>): Promise<string> {
  const r = await db.insertInto('map_quiz_attempts').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/** Per kind: attempts, correct ones, points; and the choice quizzes answered correctly at least once. */
export async function attemptTotals(db: Executor, userId: string) {
  const [totals, correctQuizzes] = await Promise.all([
    db
      .selectFrom('map_quiz_attempts')
      .select((eb) => [
        'kind',
        eb.fn.countAll<string>().as('attempts'),
        eb.fn.sum<string>(eb.case().when('is_correct', '=', true).then(1).else(0).end()).as('correct'),
        eb.fn.sum<string>('score').as('score'),
      ])
      .where('user_id', '=', userId)
      .groupBy('kind')
      .execute(),
    db
      .selectFrom('map_quiz_attempts')
      .select('quiz_id')
      .distinct()
      .where('user_id', '=', userId)
      .where('kind', '=', 'choice')
      .where('is_correct', '=', true)
      .execute(),
  ]);
  const of = (kind: 'choice' | 'locate') => {
    const t = totals.find((r) => r.kind === kind);
    return { attempts: Number(t?.attempts ?? 0), correct: Number(t?.correct ?? 0), score: Number(t?.score ?? 0) };
  };
  return { choice: of('choice'), locate: of('locate'), correctQuizIds: correctQuizzes.map((r) => r.quiz_id) };
}

export async function addBookmark(db: Executor, userId: string, target: string, now: Date) {
  await db
    .insertInto('map_bookmarks')
    .values({ user_id: userId, target, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'target']).doNothing())
    .execute();
  return db
    .selectFrom('map_bookmarks')
    .select(['id', 'target', 'created_at'])
    .where('user_id', '=', userId)
    .where('target', '=', target)
    .executeTakeFirstOrThrow();
}

export async function listBookmarks(db: Executor, userId: string) {
  return db
    .selectFrom('map_bookmarks')
    .select(['id', 'target', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Only the owner's bookmark is deleted: another user's id deletes nothing (the caller answers 404). */
export async function deleteBookmark(db: Executor, userId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('map_bookmarks').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
