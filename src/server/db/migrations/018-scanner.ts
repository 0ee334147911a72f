import { sql, type Kysely } from 'kysely';

/**
 * The question scanner (issue 18): one row per scan, the candidate's own. The image itself is not kept (only the
 * text OCR read from it): 5 MB per scan is too much to hold for a question the bank mostly has already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scan_questions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('from_image', 'boolean', (c) => c.notNull())
    .addColumn('question_text', 'text', (c) => c.notNull())
    .addColumn('stem', 'text', (c) => c.notNull())
    .addColumn('options', 'jsonb', (c) => c.notNull())
    .addColumn('ocr_confidence', 'real')
    .addColumn('analysis', 'jsonb', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('topic_id', 'text')
    .addColumn('difficulty', 'text')
    .addColumn('correct_answer', 'smallint')
    .addColumn('revealed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('attempt_choice', 'smallint')
    .addColumn('attempt_correct', 'boolean')
    .addColumn('is_bookmarked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('scan_questions_user_idx').on('scan_questions').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scan_questions').execute();
}
