import { sql, type Kysely } from 'kysely';

/**
 * The library and the candidate's home (issue 13, docs/decisions/007-library-and-home.md): bookmarks on the book
 * library (one per user and book), syllabus coverage (one row per studied topic), the candidate's exam date and the
 * month the 12-month plan was started.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bookmarks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // a content id (books.id); no foreign key: the seed replaces the library in one transaction
    .addColumn('book_id', 'text', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('bookmarks_user_book_uq', ['user_id', 'book_id'])
    .execute();

  await db.schema
    .createTable('syllabus_coverage')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic_id', 'text', (c) => c.notNull())
    // manual | note (read to the end) | test (≥ 70 % on the topic's questions)
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('manual', 'note', 'test')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('syllabus_coverage_pk', ['user_id', 'topic_id'])
    .execute();

  // YYYY-MM-DD, set on the profile or the dashboard
  await db.schema.alterTable('users').addColumn('exam_date', 'text').execute();

  await db.schema
    .createTable('twelve_month_plan_progress')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // YYYY-MM: the calendar month the candidate started month 1 of the plan
    .addColumn('start_month', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('twelve_month_plan_progress').execute();
  await db.schema.alterTable('users').dropColumn('exam_date').execute();
  await db.schema.dropTable('syllabus_coverage').execute();
  await db.schema.dropTable('bookmarks').execute();
}
