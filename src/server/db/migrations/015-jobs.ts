import { sql, type Kysely } from 'kysely';

/**
 * The background job queue (src/server/jobs/, docs/decisions/012-ocr-and-job-queue.md): one row per job, claimed
 * with `for update skip locked` and a lease, so a job survives a restart (a crashed worker's lease runs out and
 * another takes it) and two app servers never run the same job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued')) // queued | active | done | failed
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('run_after', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('jobs_claim_idx').on('jobs').columns(['queue', 'state', 'run_after']).execute();
  await db.schema.createIndex('jobs_user_idx').on('jobs').columns(['user_id', 'queue', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
