import { sql, type Kysely } from 'kysely';

/**
 * The exam engine (issue 11, docs/decisions/006-exam-engine.md): attempts with their server deadline, one row per
 * question of an attempt (the autosaved answer lives on it), the daily paper of each India day, and question reports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exam_attempts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('scoring', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('config', 'jsonb', (c) => c.notNull())
    // the India (Asia/Kolkata) day of a daily paper, YYYY-MM-DD; null for mocks
    .addColumn('day', 'text')
    .addColumn('question_count', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deadline_at', 'timestamptz', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('auto_submitted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('score', 'double precision')
    .addColumn('result', 'jsonb')
    .execute();
  await db.schema.createIndex('exam_attempts_user_kind_idx').on('exam_attempts').columns(['user_id', 'kind', 'submitted_at']).execute();
  // one daily attempt per user and day (nulls are distinct, so mocks are not limited)
  await db.schema.createIndex('exam_attempts_user_day_uq').on('exam_attempts').columns(['user_id', 'day']).unique().execute();
  await db.schema.createIndex('exam_attempts_day_idx').on('exam_attempts').columns(['day', 'submitted_at']).execute();

  await db.schema
    .createTable('exam_attempt_questions')
    .addColumn('attempt_id', 'uuid', (c) => c.notNull().references('exam_attempts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('choice', 'integer')
    .addColumn('marked_for_review', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('time_spent_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answered_at', 'timestamptz')
    // filled when the attempt is scored: the cohort statistics read it
    .addColumn('correct', 'boolean')
    .addPrimaryKeyConstraint('exam_attempt_questions_pk', ['attempt_id', 'question_id'])
    .execute();
  await db.schema.createIndex('exam_attempt_questions_question_idx').on('exam_attempt_questions').columns(['question_id']).execute();

  await db.schema
    .createTable('exam_daily_papers')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('question_ids', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('question_reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attempt_id', 'uuid', (c) => c.references('exam_attempts.id').onDelete('set null'))
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('question_reports_status_idx').on('question_reports').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['question_reports', 'exam_daily_papers', 'exam_attempt_questions', 'exam_attempts'])
    await db.schema.dropTable(t).ifExists().execute();
}
