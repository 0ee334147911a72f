import { sql, type Kysely } from 'kysely';

/**
 * The content team's desk (issue 12, docs/decisions/008-question-bank-desk.md): questions retired from future papers,
 * and questions imported in the app (kept here so that re-seeding content/ never prunes them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('question_retirements')
    .addColumn('question_id', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('retired_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('retired_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('bank_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('item', 'jsonb', (c) => c.notNull())
    .addColumn('imported_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('question_reports_question_idx').on('question_reports').columns(['question_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('question_reports_question_idx').execute();
  await db.schema.dropTable('bank_imports').execute();
  await db.schema.dropTable('question_retirements').execute();
}
