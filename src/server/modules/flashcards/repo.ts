import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor } from '@server/db/database';
import type { FlashcardsTable } from '@server/db/schema-flashcards';
import type { MemoryState } from './scheduler';

/** The flashcards feature's tables (migration 011-flashcards), and a read of the exam date on the profile. */

export type CardRow = Selectable<FlashcardsTable>;
export type NewCard = Omit<Insertable<FlashcardsTable>, 'id' | 'created_at'>;

export async function deckId(db: Executor, d: { userId: string; source: string; name: string; subjectId: string | null; language: string }) {
  const row = await db
    .insertInto('flashcard_decks')
    .values({ user_id: d.userId, source: d.source, name: d.name, subject_id: d.subjectId, language: d.language })
    .onConflict((oc) => oc.columns(['user_id', 'source', 'name', 'language']).doUpdateSet({ name: d.name }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts cards; a card whose front is already in its deck is left as it is. Returns the new rows. */
export async function insertCards(db: Executor, cards: readonly NewCard[]): Promise<CardRow[]> {
  if (!cards.length) return [];
  return db
    .insertInto('flashcards')
    .values([...cards])
    .onConflict((oc) => oc.columns(['deck_id', 'front']).doNothing())
    .returningAll()
    .execute();
}

export async function frontsOf(db: Executor, deck: string): Promise<Set<string>> {
  const rows = await db.selectFrom('flashcards').select('front').where('deck_id', '=', deck).execute();
  return new Set(rows.map((r) => r.front));
}

const deckColumns = (now: Date) =>
  [
    'd.id',
    'd.name',
    'd.source',
    'd.subject_id',
    'd.language',
    'd.created_at',
    sql<number>`count(c.id)::int`.as('card_count'),
    sql<number>`count(c.id) filter (where c.state <> 0 and c.due <= ${now})::int`.as('due_count'),
    sql<number>`count(c.id) filter (where c.state = 0)::int`.as('new_count'),
  ] as const;

export async function decks(db: Executor, userId: string, now: Date) {
  return db
    .selectFrom('flashcard_decks as d')
    .leftJoin('flashcards as c', 'c.deck_id', 'd.id')
    .select(deckColumns(now))
    .where('d.user_id', '=', userId)
    .groupBy('d.id')
    .orderBy('d.created_at', 'desc')
    .execute();
}
export type DeckRow = Awaited<ReturnType<typeof decks>>[number];

export async function deck(db: Executor, userId: string, id: string, now: Date): Promise<DeckRow | undefined> {
  return db
    .selectFrom('flashcard_decks as d')
    .leftJoin('flashcards as c', 'c.deck_id', 'd.id')
    .select(deckColumns(now))
    .where('d.user_id', '=', userId)
    .where('d.id', '=', id)
    .groupBy('d.id')
    .executeTakeFirst();
}

export async function decksByIds(db: Executor, userId: string, ids: readonly string[], now: Date): Promise<DeckRow[]> {
  if (!ids.length) return [];
  return db
    .selectFrom('flashcard_decks as d')
    .leftJoin('flashcards as c', 'c.deck_id', 'd.id')
    .select(deckColumns(now))
    .where('d.user_id', '=', userId)
    .where('d.id', 'in', ids)
    .groupBy('d.id')
    .execute();
}

export async function deleteDeck(db: Executor, userId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('flashcard_decks').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export async function cardsOfDeck(db: Executor, deck: string): Promise<CardRow[]> {
  return db.selectFrom('flashcards').selectAll().where('deck_id', '=', deck).orderBy('created_at').orderBy('id').execute();
}

export async function card(db: Executor, userId: string, id: string, opts: { lock?: boolean } = {}): Promise<CardRow | undefined> {
  let q = db.selectFrom('flashcards').selectAll().where('user_id', '=', userId).where('id', '=', id);
  if (opts.lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function updateContent(db: Executor, id: string, change: { front?: string; back?: string }): Promise<CardRow> {
  return db.updateTable('flashcards').set(change).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteCard(db: Executor, userId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('flashcards').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export async function setMemory(db: Executor, id: string, m: MemoryState): Promise<CardRow> {
  return db.updateTable('flashcards').set(m).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

// ---- the due queue ----

/** Learned and learning cards due by `now`, oldest due first. */
export async function dueCards(db: Executor, userId: string, now: Date, limit = 5000): Promise<CardRow[]> {
  return db
    .selectFrom('flashcards')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '<>', 0)
    .where('due', '<=', now)
    .orderBy('due')
    .limit(limit)
    .execute();
}

/** Cards never reviewed, in the order they were made. */
export async function newCards(db: Executor, userId: string, limit: number): Promise<CardRow[]> {
  if (limit <= 0) return [];
  return db
    .selectFrom('flashcards')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '=', 0)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function newCount(db: Executor, userId: string): Promise<number> {
  const r = await db
    .selectFrom('flashcards')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('state', '=', 0)
    .executeTakeFirst();
  return r?.n ?? 0;
}

export async function nextDue(db: Executor, userId: string, now: Date): Promise<Date | null> {
  const r = await db
    .selectFrom('flashcards')
    .select(sql<Date | null>`min(due)`.as('due'))
    .where('user_id', '=', userId)
    .where('state', '<>', 0)
    .where('due', '>', now)
    .executeTakeFirst();
  return r?.due ? new Date(r.due) : null;
}

/** Today's reviews: of new cards (the new-card limit) and of the others (the review limit). */
export async function countsOn(db: Executor, userId: string, day: string): Promise<{ newToday: number; reviewsToday: number }> {
  const r = await db
    .selectFrom('flashcard_reviews')
    .select([
      sql<number>`count(*) filter (where state_before = 0)::int`.as('new_today'),
      sql<number>`count(*) filter (where state_before <> 0)::int`.as('reviews_today'),
    ])
    .where('user_id', '=', userId)
    .where('review_day', '=', day)
    .executeTakeFirst();
  return { newToday: r?.new_today ?? 0, reviewsToday: r?.reviews_today ?? 0 };
}

// ---- reviews ----

export async function reviewByClientId(db: Executor, userId: string, clientId: string) {
  return db
    .selectFrom('flashcard_reviews')
    .select(['id', 'card_id'])
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export async function insertReview(
  db: Executor,
  r: { userId: string; cardId: string; clientId: string | null; rating: number; stateBefore: number; at: Date; day: string; before: unknown },
) {
  await db
    .insertInto('flashcard_reviews')
    .values({
      user_id: r.userId,
      card_id: r.cardId,
      client_id: r.clientId,
      rating: r.rating,
      state_before: r.stateBefore,
      reviewed_at: r.at,
      review_day: r.day,
      card_before: JSON.stringify(r.before),
    })
    .execute();
}

export async function lastReview(db: Executor, userId: string, opts: { lock?: boolean } = {}) {
  let q = db
    .selectFrom('flashcard_reviews')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('reviewed_at', 'desc')
    .limit(1);
  if (opts.lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function deleteReview(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('flashcard_reviews').where('id', '=', id).execute();
}

/** Read-only: the profile owns the column. */
export async function examDate(db: Executor, userId: string): Promise<string | null> {
  const r = await db.selectFrom('users').select('exam_date').where('id', '=', userId).executeTakeFirst();
  return r?.exam_date ?? null;
}
