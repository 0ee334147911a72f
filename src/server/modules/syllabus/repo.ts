import type { Executor } from '@server/db/database';
import type { CoverageSource } from '@shared/syllabus';

/** The syllabus feature's own tables: bookmarks and syllabus coverage (migration 006-library). */

const BOOKMARK_COLUMNS = ['id', 'user_id', 'book_id', 'is_read'] as const;

/** Inserts the bookmark unless the user has one for the book; answers the one that exists either way. */
export async function upsertBookmark(db: Executor, userId: string, bookId: string, now: Date) {
  await db
    .insertInto('bookmarks')
    .values({ user_id: userId, book_id: bookId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing())
    .execute();
  return db.selectFrom('bookmarks').select(BOOKMARK_COLUMNS).where('user_id', '=', userId).where('book_id', '=', bookId).executeTakeFirstOrThrow();
}

export async function listBookmarks(db: Executor, userId: string) {
  return db.selectFrom('bookmarks').select(BOOKMARK_COLUMNS).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

/** Only the owner's bookmark is updated: another user's id updates nothing (the caller answers 404). */
export async function setRead(db: Executor, userId: string, id: string, isRead: boolean, now: Date) {
  return db
    .updateTable('bookmarks')
    .set({ is_read: isRead, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(BOOKMARK_COLUMNS)
    .executeTakeFirst();
}

export async function deleteBookmark(db: Executor, userId: string, id: string) {
  const r = await db.deleteFrom('bookmarks').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function coveredTopics(db: Executor, userId: string) {
  return db.selectFrom('syllabus_coverage').select(['topic_id', 'source']).where('user_id', '=', userId).orderBy('created_at').execute();
}

/** Marks a topic studied; an existing tick keeps how it was first made. */
export async function markCovered(db: Executor, userId: string, topicId: string, source: CoverageSource, now: Date) {
  await db
    .insertInto('syllabus_coverage')
    .values({ user_id: userId, topic_id: topicId, source, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'topic_id']).doNothing())
    .execute();
}

export async function unmarkCovered(db: Executor, userId: string, topicId: string) {
  await db.deleteFrom('syllabus_coverage').where('user_id', '=', userId).where('topic_id', '=', topicId).execute();
}
