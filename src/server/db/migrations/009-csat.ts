import type { Kysely } from 'kysely';

/**
 * CSAT (Paper II) items in the exam (docs/decisions/006-exam-engine.md, "CSAT"): one row per question, a
 * comprehension question carrying its passage, a data-interpretation question its data (the web draws it). Seeded
 * from content/csat/ by modules/content/seed.ts; no search column, because no screen searches CSAT items.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('csat_questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('topic_id', 'text', (c) => c.notNull())
    // questions that must stay together and in order (a passage's questions, a data set's questions)
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('question_en', 'text', (c) => c.notNull())
    .addColumn('question_mr', 'text', (c) => c.notNull())
    .addColumn('options', 'jsonb', (c) => c.notNull())
    .addColumn('answer', 'integer', (c) => c.notNull())
    .addColumn('explanation_en', 'text', (c) => c.notNull())
    .addColumn('explanation_mr', 'text', (c) => c.notNull())
    .addColumn('source', 'jsonb', (c) => c.notNull())
    .addColumn('passage', 'jsonb')
    .addColumn('data', 'jsonb')
    .execute();
  await db.schema.createIndex('csat_questions_section_idx').on('csat_questions').columns(['section', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('csat_questions').execute();
}
