import { sql, type Kysely } from 'kysely';

/**
 * Essay practice (issue 15): the candidate's essays, each with the rubric's evaluation as it was given. `topic_key`
 * is the topic normalised (case, spaces, punctuation), so a second attempt on the same topic finds the first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('essays')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('topic_key', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addColumn('target_words', 'integer', (c) => c.notNull())
    .addColumn('ai_score', 'integer', (c) => c.notNull())
    .addColumn('evaluation', 'jsonb', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('essays_user_created_idx').on('essays').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('essays_user_topic_idx').on('essays').columns(['user_id', 'topic_key', 'created_at']).execute();
  // the essay being written, one per user, saved as it is typed (nothing is lost on a reload or another phone)
  await db.schema
    .createTable('essay_drafts')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('target_words', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('essay_drafts').execute();
  await db.schema.dropTable('essays').execute();
}
