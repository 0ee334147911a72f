import { sql, type Kysely } from 'kysely';

/**
 * Map Master (issue 17, docs/decisions/014-map-master.md): what each candidate viewed, every quiz attempt as the
 * server scored it (multiple choice and "find it on the map"), and bookmarks on hotspots and layers. Content ids
 * carry no foreign key: the seed replaces the library in one transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('map_progress')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('layer_id', 'text', (c) => c.notNull())
    .addColumn('hotspot_id', 'text', (c) => c.notNull())
    .addColumn('progress_type', 'text', (c) => c.notNull().check(sql`progress_type in ('viewed')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('map_progress_pk', ['user_id', 'hotspot_id', 'progress_type'])
    .execute();

  await db.schema
    .createTable('map_quiz_attempts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('layer_id', 'text', (c) => c.notNull())
    // choice: quiz_id is a map_quizzes id; locate: quiz_id is the hotspot's id
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('choice', 'locate')`))
    .addColumn('quiz_id', 'text', (c) => c.notNull())
    .addColumn('selected_answer', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('distance_km', 'double precision')
    .addColumn('is_correct', 'boolean', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('time_spent', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('map_quiz_attempts_user_idx').on('map_quiz_attempts').columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('map_bookmarks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'hotspot:<id>' or 'layer:<id>': one bookmark per user and thing
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('map_bookmarks_user_target_uq', ['user_id', 'target'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['map_bookmarks', 'map_quiz_attempts', 'map_progress']) await db.schema.dropTable(t).execute();
}
