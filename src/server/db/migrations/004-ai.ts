import { sql, type Kysely } from 'kysely';

/**
 * The AI features (issue 5): users' 90-day study plans (one row per day, its tasks as jsonb), the cache of
 * generated answers, and each user's AI requests per UTC day (the daily quota, docs/decisions/004-ai-engine.md).
 * Dates a person picks (exam date, plan days) are stored as 'YYYY-MM-DD' text: a `date` column would come back
 * as a JavaScript Date at midnight in the server's zone and drift by a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('study_plans')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('exam_date', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('total_days', 'integer', (c) => c.notNull())
    .addColumn('study_hours', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('subjects', 'jsonb', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('study_plans_user_created_idx').on('study_plans').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('study_plan_days')
    .addColumn('plan_id', 'uuid', (c) => c.notNull().references('study_plans.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('is_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tasks', 'jsonb', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addPrimaryKeyConstraint('study_plan_days_pk', ['plan_id', 'day'])
    .execute();

  // key = sha256(task, engine, model, content version, normalised input): see ai/cache.ts
  await db.schema
    .createTable('ai_cache')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('task', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ai_cache_expires_idx').on('ai_cache').column('expires_at').execute();

  await db.schema
    .createTable('ai_usage')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_usage_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['ai_usage', 'ai_cache', 'study_plan_days', 'study_plans']) await db.schema.dropTable(t).ifExists().execute();
}
