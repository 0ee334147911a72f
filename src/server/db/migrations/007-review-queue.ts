import { sql, type Kysely } from 'kysely';

/**
 * The review queue's inbox (src/server/review-queue.ts): things a candidate should remember, sent by any feature
 * (a question missed in a test, a map hotspot missed in a quiz, a news item's recall card). The flashcards module
 * turns each row into a card in the candidate's FSRS queue and marks it consumed; producers never touch its tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_inbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_ref', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('topic_id', 'text')
    .addColumn('front', 'text', (c) => c.notNull())
    .addColumn('back', 'text', (c) => c.notNull())
    .addColumn('explanation', 'text')
    .addColumn('citation', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('consumed_at', 'timestamptz')
    .addUniqueConstraint('review_inbox_once', ['user_id', 'source', 'source_ref', 'language'])
    .execute();
  await db.schema.createIndex('review_inbox_pending_idx').on('review_inbox').columns(['user_id', 'consumed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_inbox').execute();
}
