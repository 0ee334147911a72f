import { sql } from 'kysely';
import type { Executor } from '@server/db/database';

/** The review statistics' reads and the candidate's daily limits (flashcard_reviews, flashcards, flashcard_settings). */

export async function reviewsByDay(db: Executor, userId: string, fromDay: string) {
  return db
    .selectFrom('flashcard_reviews')
    .select(['review_day', sql<number>`count(*)::int`.as('reviews'), sql<number>`count(*) filter (where rating = 1)::int`.as('again')])
    .where('user_id', '=', userId)
    .where('review_day', '>=', fromDay)
    .groupBy('review_day')
    .execute();
}

/** Reviews of learned cards (state Review before the rating) since a day: the retention's sample. */
export async function learnedReviews(db: Executor, userId: string, fromDay: string) {
  return db
    .selectFrom('flashcard_reviews')
    .select([sql<number>`count(*)::int`.as('total'), sql<number>`count(*) filter (where rating = 1)::int`.as('again')])
    .where('user_id', '=', userId)
    .where('review_day', '>=', fromDay)
    .where('state_before', '=', 2)
    .executeTakeFirstOrThrow();
}

export async function reviewDays(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('flashcard_reviews')
    .select('review_day')
    .distinct()
    .where('user_id', '=', userId)
    .orderBy('review_day', 'desc')
    .limit(400)
    .execute();
  return rows.map((r) => r.review_day);
}

export async function totals(db: Executor, userId: string, leechLapses: number) {
  const [reviews, leeches] = await Promise.all([
    db
      .selectFrom('flashcard_reviews')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('flashcards')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .where('lapses', '>=', leechLapses)
      .executeTakeFirstOrThrow(),
  ]);
  return { reviews: reviews.n, leeches: leeches.n };
}

export async function dueDates(db: Executor, userId: string, until: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('flashcards')
    .select('due')
    .where('user_id', '=', userId)
    .where('state', '<>', 0)
    .where('due', '<', until)
    .execute();
  return rows.map((r) => new Date(r.due));
}

export async function settings(db: Executor, userId: string) {
  return db.selectFrom('flashcard_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function saveSettings(db: Executor, userId: string, s: { new_per_day: number; reviews_per_day: number; streak_opt_in: boolean }) {
  await db
    .insertInto('flashcard_settings')
    .values({ user_id: userId, ...s })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(s))
    .execute();
}
