import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * The curated content library (content/*.yaml), seeded by modules/content/seed.ts.
 * Ids are the content files' stable ids. Text that search reads is stored per language (`_en`, `_mr`);
 * everything else that is only ever shown keeps its shape as jsonb.
 * No foreign keys between content tables: content:check verifies cross-references, and the seed
 * replaces a whole library in one transaction.
 */

// `to_tsvector(regconfig, …)` with a constant config is immutable, so it can feed a stored generated
// column on Postgres 15 and on PGlite alike; 'simple' only lower-cases, which is right for Marathi too.
const tsv = (expr: string, weight: 'A' | 'B' | 'C' | 'D') => `setweight(to_tsvector('simple', ${expr}), '${weight}')`;
const text = (col: string) => `coalesce(${col}, '')`;

type Table = CreateTableBuilder<string, never>;
const withId = (t: Table) => t.addColumn('id', 'text', (c) => c.primaryKey()).addColumn('position', 'integer', (c) => c.notNull());

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('content_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Single documents: the syllabus header (exam, source) and the twelve-month plan.
  await db.schema
    .createTable('content_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('syllabus_topics'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('paper_type', 'text', (c) => c.notNull())
    .addColumn('topic_en', 'text', (c) => c.notNull())
    .addColumn('topic_mr', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_mr', 'text', (c) => c.notNull())
    .addColumn('subtopics', 'jsonb', (c) => c.notNull())
    .addColumn('search', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql.raw(
            `${tsv(text('topic_en'), 'A')} || ${tsv(text('topic_mr'), 'A')} || ${tsv(text('description_en'), 'B')} || ${tsv(text('description_mr'), 'B')} || ${tsv('subtopics', 'C')}`,
          ),
        )
        .stored(),
    )
    .execute();
  await db.schema.createIndex('syllabus_topics_subject_idx').on('syllabus_topics').columns(['subject', 'paper_type']).execute();
  await db.schema.createIndex('syllabus_topics_search_idx').on('syllabus_topics').using('gin').column('search').execute();

  await withId(db.schema.createTable('topic_notes'))
    .addColumn('topic_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_mr', 'text', (c) => c.notNull())
    .addColumn('summary_en', 'text', (c) => c.notNull())
    .addColumn('summary_mr', 'text', (c) => c.notNull())
    .addColumn('key_facts', 'jsonb', (c) => c.notNull())
    .addColumn('related_topics', 'jsonb', (c) => c.notNull())
    .addColumn('sources', 'jsonb', (c) => c.notNull())
    .addColumn('search', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql.raw(
            `${tsv(text('title_en'), 'A')} || ${tsv(text('title_mr'), 'A')} || ${tsv(text('summary_en'), 'B')} || ${tsv(text('summary_mr'), 'B')} || ${tsv('key_facts', 'C')}`,
          ),
        )
        .stored(),
    )
    .execute();
  await db.schema.createIndex('topic_notes_topic_idx').on('topic_notes').column('topic_id').execute();
  await db.schema.createIndex('topic_notes_subject_idx').on('topic_notes').column('subject').execute();
  await db.schema.createIndex('topic_notes_search_idx').on('topic_notes').using('gin').column('search').execute();

  await withId(db.schema.createTable('mcqs'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('topic_id', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('question_en', 'text', (c) => c.notNull())
    .addColumn('question_mr', 'text', (c) => c.notNull())
    .addColumn('options', 'jsonb', (c) => c.notNull())
    .addColumn('answer', 'integer', (c) => c.notNull())
    .addColumn('explanation_en', 'text', (c) => c.notNull())
    .addColumn('explanation_mr', 'text', (c) => c.notNull())
    .addColumn('source', 'jsonb', (c) => c.notNull())
    .addColumn('past_year', 'jsonb', (c) => c.notNull())
    // The question without case, punctuation and question words (modules/content/question-key.ts), for
    // near-duplicate matching: "what is the … of the …" would otherwise make every question look alike.
    .addColumn('question_key_en', 'text', (c) => c.notNull())
    .addColumn('question_key_mr', 'text', (c) => c.notNull())
    .addColumn('search', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql.raw(
            `${tsv(text('question_en'), 'A')} || ${tsv(text('question_mr'), 'A')} || ${tsv('options', 'C')} || ${tsv(text('explanation_en'), 'D')} || ${tsv(text('explanation_mr'), 'D')}`,
          ),
        )
        .stored(),
    )
    .execute();
  await db.schema.createIndex('mcqs_subject_idx').on('mcqs').columns(['subject', 'topic_id']).execute();
  await db.schema.createIndex('mcqs_topic_idx').on('mcqs').column('topic_id').execute();
  await db.schema.createIndex('mcqs_search_idx').on('mcqs').using('gin').column('search').execute();
  // Near-duplicate matching orders by trigram distance (`<->`), which only a GiST index can serve.
  await sql`create index mcqs_question_key_en_trgm_idx on mcqs using gist (question_key_en gist_trgm_ops)`.execute(db);
  await sql`create index mcqs_question_key_mr_trgm_idx on mcqs using gist (question_key_mr gist_trgm_ops)`.execute(db);

  // On tables this small the planner scans rather than use the GIN index, so where a vector lives is
  // most of a search's time (bench/content-search): a question's or a topic's vector kept in the row
  // (MAIN) instead of fetched from the TOAST table takes a search of the MCQs from ~2.5 to ~0.5 ms; a
  // note's vector (~7 kB) cannot fit the row, and stored uncompressed (EXTERNAL) it is not inflated per row.
  await sql`alter table mcqs alter column search set storage main`.execute(db);
  await sql`alter table syllabus_topics alter column search set storage main`.execute(db);
  await sql`alter table topic_notes alter column search set storage external`.execute(db);

  // Every word of the searchable text, rebuilt by each seed: a misspelt query word is corrected to the
  // most similar word here (trigram `%`, which GIN serves ~4× faster than GiST's `<->` on ~20k words).
  await db.schema
    .createTable('search_words')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .execute();
  await sql`create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops)`.execute(db);

  await withId(db.schema.createTable('books'))
    .addColumn('book_title', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('paper_type', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('is_recommended', 'boolean', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('access_link', 'text', (c) => c.notNull())
    .addColumn('planner_subjects', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('books_subject_idx').on('books').columns(['subject', 'paper_type']).execute();

  await withId(db.schema.createTable('book_list_groups'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_marathi', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('books', 'jsonb', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('syllabus_papers'))
    .addColumn('stage', 'text', (c) => c.notNull().check(sql`stage in ('prelims', 'mains')`))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_mr', 'text', (c) => c.notNull())
    .addColumn('marks', 'integer')
    .addColumn('questions', 'integer')
    .addColumn('duration_minutes', 'integer')
    .addColumn('nature', 'jsonb')
    .addColumn('sections', 'jsonb', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('mains_questions'))
    .addColumn('paper', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('marks', 'integer', (c) => c.notNull())
    .addColumn('word_limit', 'integer', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_mr', 'text', (c) => c.notNull())
    .addColumn('text_hi', 'text', (c) => c.notNull())
    .addColumn('model_answer_points', 'jsonb', (c) => c.notNull())
    .addColumn('source', 'jsonb', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('interview_questions'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('question_en', 'text', (c) => c.notNull())
    .addColumn('question_mr', 'text', (c) => c.notNull())
    .addColumn('expected_points', 'jsonb', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('essay_topics'))
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_mr', 'text', (c) => c.notNull())
    .addColumn('outline', 'jsonb', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('map_categories'))
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_mr', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('map_layers'))
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_mr', 'text', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('is_premium', 'boolean', (c) => c.notNull())
    .addColumn('north', 'double precision', (c) => c.notNull())
    .addColumn('south', 'double precision', (c) => c.notNull())
    .addColumn('east', 'double precision', (c) => c.notNull())
    .addColumn('west', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('map_layers_category_idx').on('map_layers').column('category_id').execute();

  await withId(db.schema.createTable('map_hotspots'))
    .addColumn('layer_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_marathi', 'text', (c) => c.notNull())
    .addColumn('hotspot_type', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull())
    .addColumn('source', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('map_hotspots_layer_idx').on('map_hotspots').column('layer_id').execute();

  await withId(db.schema.createTable('map_quizzes'))
    .addColumn('layer_id', 'text', (c) => c.notNull())
    .addColumn('question_en', 'text', (c) => c.notNull())
    .addColumn('question_mr', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('time_limit', 'integer', (c) => c.notNull())
    .addColumn('quiz_type', 'text', (c) => c.notNull())
    .addColumn('options', 'jsonb', (c) => c.notNull())
    .addColumn('correct_answer', 'text', (c) => c.notNull())
    .addColumn('explanation', 'jsonb', (c) => c.notNull())
    .addColumn('source', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('map_quizzes_layer_idx').on('map_quizzes').column('layer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'map_quizzes',
    'map_hotspots',
    'map_layers',
    'map_categories',
    'essay_topics',
    'interview_questions',
    'mains_questions',
    'syllabus_papers',
    'book_list_groups',
    'books',
    'search_words',
    'mcqs',
    'topic_notes',
    'syllabus_topics',
    'content_documents',
    'content_meta',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  // pg_trgm stays: dropping an extension other objects may use is not this migration's call.
}
