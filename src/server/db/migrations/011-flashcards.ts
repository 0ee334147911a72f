import { sql, type Kysely } from 'kysely';

/**
 * Flashcards (issue 14, docs/decisions/010-flashcards-fsrs.md): the candidate's decks, the cards with their FSRS
 * memory state, every rating (with the card as it was before, for undo) and the candidate's daily limits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('flashcard_decks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('flashcard_decks_once', ['user_id', 'source', 'name', 'language'])
    .execute();
  await db.schema
    .createTable('flashcards')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('deck_id', 'uuid', (c) => c.notNull().references('flashcard_decks.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_ref', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('topic_id', 'text')
    .addColumn('front', 'text', (c) => c.notNull())
    .addColumn('back', 'text', (c) => c.notNull())
    .addColumn('explanation', 'text')
    .addColumn('citation', 'text')
    .addColumn('due', 'timestamptz', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('difficulty', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('elapsed_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scheduled_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('learning_steps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lapses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_review', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('flashcards_once', ['deck_id', 'front'])
    .execute();
  await db.schema.createIndex('flashcards_user_due_idx').on('flashcards').columns(['user_id', 'state', 'due']).execute();
  await db.schema
    .createTable('flashcard_reviews')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_id', 'uuid', (c) => c.notNull().references('flashcards.id').onDelete('cascade'))
    .addColumn('client_id', 'uuid')
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('state_before', 'integer', (c) => c.notNull())
    .addColumn('reviewed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('review_day', 'text', (c) => c.notNull())
    .addColumn('card_before', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('flashcard_reviews_client_once', ['user_id', 'client_id'])
    .execute();
  await db.schema.createIndex('flashcard_reviews_user_day_idx').on('flashcard_reviews').columns(['user_id', 'review_day']).execute();
  await db.schema
    .createTable('flashcard_settings')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('new_per_day', 'integer', (c) => c.notNull())
    .addColumn('reviews_per_day', 'integer', (c) => c.notNull())
    .addColumn('streak_opt_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['flashcard_settings', 'flashcard_reviews', 'flashcards', 'flashcard_decks']) await db.schema.dropTable(t).execute();
}
