import { sql, type Kysely } from 'kysely';

/**
 * Interview practice (issue 14): a candidate's sessions of questions, each answer with its time and the expected
 * points it covered (as the server judged them). Also what the content library needs to pick DAF-style and
 * Maharashtra-specific questions: three columns on interview_questions, filled by the content seed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('interview_questions').addColumn('daf', 'text').execute();
  await db.schema.alterTable('interview_questions').addColumn('education_levels', 'jsonb').execute();
  await db.schema
    .alterTable('interview_questions')
    .addColumn('maharashtra', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('interview_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('interview_sessions_user_idx').on('interview_sessions').columns(['user_id', 'started_at']).execute();

  await db.schema
    .createTable('interview_session_questions')
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('interview_sessions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('question', 'jsonb', (c) => c.notNull())
    .addColumn('expected_points', 'jsonb', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('seconds', 'integer')
    .addColumn('coverage', 'jsonb')
    .addColumn('answered_at', 'timestamptz')
    .addPrimaryKeyConstraint('interview_session_questions_pk', ['session_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('interview_session_questions').execute();
  await db.schema.dropTable('interview_sessions').execute();
  await db.schema.alterTable('interview_questions').dropColumn('daf').dropColumn('education_levels').dropColumn('maharashtra').execute();
}
