import { sql, type Kysely } from 'kysely';

/**
 * Mains answers (issue 15): uploaded files with their OCR transcript, and evaluations. The file's bytes live in
 * Postgres (bytea) under the upload's generated id, so a second app server reads them too and nothing lands under
 * the web root; docs/decisions/012-ocr-and-job-queue.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mains_uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // jpeg | png | pdf, from the magic bytes
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued')) // queued | reading | read | failed
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('transcript', 'jsonb')
    .addColumn('confidence', 'real')
    .addColumn('job_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mains_uploads_user_idx').on('mains_uploads').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('mains_evaluations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull()) // typed | upload
    .addColumn('upload_id', 'uuid', (c) => c.references('mains_uploads.id').onDelete('set null'))
    .addColumn('answer_text', 'text', (c) => c.notNull())
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('score', 'real', (c) => c.notNull())
    .addColumn('total_marks', 'integer', (c) => c.notNull())
    .addColumn('engine', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mains_evaluations_user_idx').on('mains_evaluations').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mains_evaluations').execute();
  await db.schema.dropTable('mains_uploads').execute();
}
