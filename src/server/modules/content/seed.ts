import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { loadContent, type ContentLibrary } from '@server/content/load';
import { reapplyQuestionEdits } from '@server/library';
import type { Database } from '@server/db/schema';
import { contentRows, type ContentRows, type ContentTable } from './seed-rows';
import type { Executor } from '@server/db/database';

/**
 * Whether a table's rows are deleted when their id vanishes from content/. A table must turn `false`
 * the day user data points at it (bookmarks → books, attempts → mcqs or map_quizzes, progress → map
 * layers and hotspots): from then on a vanished id has to be retired, not deleted, or the user's rows
 * would dangle. Today no user data points at content, so every table is pruned. A Record, not a list,
 * so a new content table cannot be added without deciding.
 */
export const PRUNE_VANISHED: Readonly<Record<ContentTable, boolean>> = {
  content_documents: true,
  syllabus_topics: true,
  topic_notes: true,
  mcqs: true,
  csat_questions: true,
  books: true,
  book_list_groups: true,
  syllabus_papers: true,
  mains_questions: true,
  interview_questions: true,
  essay_topics: true,
  map_categories: true,
  map_layers: true,
  map_hotspots: true,
  map_quizzes: true,
  // only the pack's rows (origin 'pack'): items from live feeds are not content/'s to prune
  news_items: true,
};

/** Bump when contentRows() or the content tables change shape, so the next start re-seeds unchanged files. */
const SEED_VERSION = 3;
const HASH_KEY = 'content_hash';
/** The glossary (content/glossary.yaml) as JSON; read by library.glossary(). */
const GLOSSARY_KEY = 'glossary';
/** Serialises seeds from several processes starting at once against one Postgres. */
const SEED_LOCK = 0x61627973; // 'abys'
/** Rows per INSERT: ~15 columns each keeps a statement far below Postgres' 65,535 parameters. */
const CHUNK = 250;

export interface SeedResult {
  seeded: boolean;
  hash: string;
  /** Rows per table after the seed (what the library holds). */
  counts: Record<ContentTable, number>;
  deleted: number;
  ms: number;
}

/** A stable fingerprint of the library (and of how it is stored). */
export function contentHash(lib: ContentLibrary): string {
  return createHash('sha256').update(`v${SEED_VERSION}\n`).update(JSON.stringify(lib)).digest('hex');
}

/** Upserts every record by id and prunes vanished ids, all in one transaction. Idempotent. */
export async function seedContent(db: Executor, lib: ContentLibrary): Promise<SeedResult> {
  const started = performance.now();
  const hash = contentHash(lib);
  const rows = contentRows(lib);
  const deleted = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    return writeLibrary(trx, rows, hash, lib.glossary);
  });
  await vacuumContent(db);
  return { seeded: true, hash, counts: countsOf(rows), deleted, ms: performance.now() - started };
}

/** Start-up path: seeds only when the library differs from what the database last received. */
export async function seedContentIfChanged(db: Executor, lib: ContentLibrary): Promise<SeedResult> {
  const started = performance.now();
  const hash = contentHash(lib);
  const rows = contentRows(lib);
  const skipped = (): SeedResult => ({ seeded: false, hash, counts: countsOf(rows), deleted: 0, ms: performance.now() - started });
  if ((await storedHash(db)) === hash) return skipped();
  const deleted = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    // Another process may have seeded the same library while this one waited for the lock.
    if ((await storedHash(trx)) === hash) return null;
    return writeLibrary(trx, rows, hash, lib.glossary);
  });
  if (deleted === null) return skipped();
  await vacuumContent(db);
  return { seeded: true, hash, counts: countsOf(rows), deleted, ms: performance.now() - started };
}

/**
 * At start: loads content/ (schema-checked; an invalid library stops the start with every problem listed)
 * and seeds it when it changed since the last start. A missing directory stops the start too: seeding an
 * empty library would delete every content row.
 */
export async function seedContentAtStart(db: Executor, contentDir: string, log: Pick<FastifyBaseLogger, 'info'>): Promise<SeedResult> {
  if (!existsSync(contentDir)) throw new Error(`content directory not found: ${contentDir} (set CONTENT_DIR)`);
  const started = performance.now();
  const lib = loadContent(contentDir);
  const loadMs = Math.round(performance.now() - started);
  const r = await seedContentIfChanged(db, lib);
  log.info(
    { seeded: r.seeded, loadMs, seedMs: Math.round(r.ms), deleted: r.deleted, hash: r.hash.slice(0, 12) },
    r.seeded ? 'content library seeded' : 'content library unchanged',
  );
  return r;
}

export async function storedHash(db: Executor): Promise<string | undefined> {
  const r = await db.selectFrom('content_meta').select('value').where('key', '=', HASH_KEY).executeTakeFirst();
  return r?.value;
}

function countsOf(rows: ContentRows): Record<ContentTable, number> {
  return Object.fromEntries(Object.entries(rows).map(([t, r]) => [t, r.length])) as Record<ContentTable, number>;
}

/** content:check refuses duplicate ids; a start does not run it, and Postgres' own error would not say which. */
function assertUniqueIds(rows: ContentRows) {
  for (const [table, list] of Object.entries(rows)) {
    const seen = new Set<string>();
    const dupes = new Set<string>();
    for (const { id } of list) (seen.has(id) ? dupes : seen).add(id);
    if (dupes.size) throw new Error(`content has duplicate ids in ${table}: ${[...dupes].join(', ')} (npm run content:check)`);
  }
}

async function writeLibrary(trx: Transaction<Database>, rows: ContentRows, hash: string, glossary: ContentLibrary['glossary']): Promise<number> {
  assertUniqueIds(rows);
  let deleted = 0;
  for (const table of Object.keys(rows) as ContentTable[]) {
    const tableRows = rows[table];
    await upsert(trx, table, tableRows);
    if (PRUNE_VANISHED[table]) deleted += await pruneVanished(trx, table, tableRows.map((r) => r.id));
  }
  // questions fixed on the desk keep their fix over content/'s text (docs/decisions/009-question-bank-desk.md)
  await reapplyQuestionEdits(trx);
  await rebuildSearchWords(trx);
  const glossaryJson = JSON.stringify(glossary ?? []);
  await trx
    .insertInto('content_meta')
    .values({ key: GLOSSARY_KEY, value: glossaryJson })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: glossaryJson, updated_at: sql`now()` }))
    .execute();
  await trx
    .insertInto('content_meta')
    .values({ key: HASH_KEY, value: hash })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: hash, updated_at: sql`now()` }))
    .execute();
  return deleted;
}

/**
 * After a seed, outside its transaction: fresh statistics (the planner would otherwise plan for the empty
 * tables of the first start) and the replaced rows reclaimed — PGlite has no autovacuum.
 */
async function vacuumContent(db: Executor) {
  const tables = [...Object.keys(PRUNE_VANISHED), 'search_words'].map((t) => sql.table(t));
  await sql`vacuum (analyze) ${sql.join(tables)}`.execute(db);
}

/** The vocabulary misspelt search words are corrected against: every word of the searchable text. */
async function rebuildSearchWords(trx: Transaction<Database>) {
  await trx.deleteFrom('search_words').execute();
  // each word as the library writes it and without a Latin letter's accents ("niño" and "nino"), as a candidate types
  // it (ai/text/tokens.ts foldLatin): an accented name is no unknown word
  await sql`insert into search_words (word)
    select distinct w from ts_stat('select search from syllabus_topics union all select search from topic_notes union all select search from mcqs') s,
      lateral (values (s.word), (translate(s.word, ${LATIN_ACCENTED}, ${LATIN_PLAIN}))) v(w)
    where char_length(w) >= 3`.execute(trx);
}
/** The accented Latin letters of the library's words and their plain forms, one for one. */
const LATIN_ACCENTED = 'àáâãäåāăąçćčďèéêëēĕėęěìíîïīĭįñńňòóôõöōŏőùúûüūŭůűųýÿźżžśšşřğ';
const LATIN_PLAIN = 'aaaaaaaaacccdeeeeeeeeeiiiiiiinnnoooooooouuuuuuuuuyyzzzsssrg';

// The content tables differ in columns but share the same upsert: Kysely's per-table typing is set
// aside here only; contentRows() is fully typed per table.
type LooseDb = Kysely<Record<string, { id: string } & Record<string, unknown>>>;

async function upsert(trx: Transaction<Database>, table: ContentTable, rows: readonly { id: string }[]) {
  const db = trx as unknown as LooseDb;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK) as ({ id: string } & Record<string, unknown>)[];
    const columns = Object.keys(chunk[0]!).filter((c) => c !== 'id');
    await db
      .insertInto(table)
      .values(chunk)
      .onConflict((oc) => oc.column('id').doUpdateSet(Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)]))))
      .execute();
  }
}

async function pruneVanished(trx: Transaction<Database>, table: ContentTable, ids: string[]): Promise<number> {
  const db = trx as unknown as LooseDb;
  let q = db.deleteFrom(table);
  if (ids.length) q = q.where('id', 'not in', ids);
  // questions imported in the app live outside content/ (modules/admin keeps them in bank_imports)
  if (table === 'mcqs') q = q.where('id', 'not in', trx.selectFrom('bank_imports').select('id'));
  if (table === 'news_items') q = q.where('origin', '=', 'pack');
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows);
}
