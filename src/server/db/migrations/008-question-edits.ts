import { sql, type Kysely } from 'kysely';

/**
 * Questions fixed on the desk (issue 12, docs/decisions/009-question-bank-desk.md): one row per save, with who, when,
 * the item before and after, and the question as candidates were served it before the save (what an attempt started
 * earlier keeps showing). The latest row's `after` is the question's current text; re-seeding content/ applies it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('question_edits')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('edited_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('edited_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('note', 'text')
    .addColumn('before', 'jsonb', (c) => c.notNull())
    .addColumn('after', 'jsonb', (c) => c.notNull())
    .addColumn('served_before', 'jsonb', (c) => c.notNull())
    .addUniqueConstraint('question_edits_version_key', ['question_id', 'version'])
    .execute();
  await db.schema.alterTable('question_reports').addColumn('resolution_note', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('question_reports').dropColumn('resolution_note').execute();
  await db.schema.dropTable('question_edits').execute();
}
