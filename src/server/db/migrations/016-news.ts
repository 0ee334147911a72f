import { sql, type Kysely } from 'kysely';

/** Current affairs (issue 16): the pack and live-feed items in one table (db/schema-news.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('origin', 'text', (c) => c.notNull().check(sql`origin in ('pack', 'feed')`))
    .addColumn('date', 'text', (c) => c.notNull().check(sql`date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_mr', 'text')
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_mr', 'text')
    .addColumn('summary_en', 'text', (c) => c.notNull())
    .addColumn('summary_mr', 'text')
    .addColumn('source_name', 'text', (c) => c.notNull())
    .addColumn('source_url', 'text', (c) => c.notNull())
    .addColumn('source_detail', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('url_key', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('news_items_date_idx').on('news_items').columns(['date', 'position']).execute();
  // one feed entry per address, whichever feed carried it
  await db.schema.createIndex('news_items_feed_url_idx').on('news_items').column('url_key').unique().where(sql.ref('origin'), '=', 'feed').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('news_items').execute();
}
