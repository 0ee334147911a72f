import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, Migrator, PostgresDialect, sql, type LogEvent, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { migrations } from './migrations';
import { PGliteDialect } from './pglite-dialect';
import { PGliteThread, type PGliteLike } from './pglite-thread';
import type { Database } from './schema';
import { TableWritesPlugin } from './table-writes';

export type DbKind = 'pglite' | 'postgres';
/** What repos and services run queries on: the database, or a transaction of it (a Transaction is a Kysely). */
export type Executor = Kysely<Database>;
export interface Db {
  kysely: Kysely<Database>;
  kind: DbKind;
  /** The database answers: a round trip on Postgres; on PGlite the worker thread answers (never queued behind a query). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` or undefined keeps it in memory (tests). */
  pgliteDir?: string;
  /** PGlite only: start from this dumpDataDir tarball instead of initdb (the tests' templates, testing/templates.ts). */
  pgliteLoadDataDir?: string;
  /** PGlite in a worker thread (default) or on the main thread (`false`: only for comparing, bench/load). */
  pgliteThread?: boolean;
  /** Sees every statement's SQL as it completes (tests and benches count round trips with it). */
  onQuery?: (sql: string) => void;
}

/**
 * PGlite's Postgres settings. shared_buffers: Postgres' default 128 MB is touched whole at open, and was most of the
 * idle RSS (issue 9: 490–600 MB); the library is far smaller, and the OS caches the files beneath it anyway.
 */
export const PGLITE_CONF = ['shared_buffers = 32MB'];

function kyselyOptions(opts: DbOptions) {
  const onQuery = opts.onQuery;
  return {
    plugins: [new TableWritesPlugin()],
    ...(onQuery ? { log: (e: LogEvent) => onQuery(e.query.sql) } : {}),
  };
}

export function dbOptionsFromConfig(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DbOptions {
  return { databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') };
}

export async function openDatabase(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client killed by a server restart must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error(`postgres pool: ${err.message}`));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...kyselyOptions(opts) });
    return { kysely, kind: 'postgres', ping: () => ping(kysely), close: () => kysely.destroy() };
  }
  const dir = opts.pgliteDir && opts.pgliteDir !== 'memory://' ? opts.pgliteDir : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  let pglite: PGliteLike;
  let alive: () => Promise<void>;
  if (opts.pgliteThread === false) {
    // pg_trgm: near-duplicate question matching (migration 003-content creates the extension); the worker loads it too.
    const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
    const load = opts.pgliteLoadDataDir ? { loadDataDir: new Blob([readFileSync(opts.pgliteLoadDataDir)]) } : {};
    pglite = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), ...load, extensions: { pg_trgm }, postgresqlconf: PGLITE_CONF });
    alive = () => ping(kysely);
  } else {
    // Not awaited: the thread boots PGlite while the caller goes on (app.ts registers its routes meanwhile); the
    // dialect's first query waits for it, and a failed open fails that query.
    const thread = new PGliteThread(dir, PGLITE_CONF, opts.pgliteLoadDataDir);
    pglite = thread;
    alive = async () => {
      if (!(await thread.ping())) throw new Error('PGlite is closed');
    };
  }
  const kysely = new Kysely<Database>({ dialect: new PGliteDialect(pglite), ...kyselyOptions(opts) });
  const close = async () => {
    await kysely.destroy(); // closes PGlite only if a query ever ran (Kysely starts its driver lazily)
    if (!pglite.closed) await pglite.close();
  };
  return { kysely, kind: 'pglite', ping: alive, close };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Features land in parallel with their own numbers (006, 009, …): a database that ran a later number first
  // still takes an earlier one. Migrations of different features never depend on each other's order.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String((error as Error).message ?? error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
