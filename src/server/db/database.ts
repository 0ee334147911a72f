import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { migrations } from './migrations';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type DbKind = 'pglite' | 'postgres';
/** What repos and services run queries on: the database, or a transaction of it (a Transaction is a Kysely). */
export type Executor = Kysely<Database>;
export interface Db {
  kysely: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` or undefined keeps it in memory (tests). */
  pgliteDir?: string;
}

export function dbOptionsFromConfig(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DbOptions {
  return { databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') };
}

export async function openDatabase(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client killed by a server restart must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error(`postgres pool: ${err.message}`));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, kind: 'postgres', close: () => kysely.destroy() };
  }
  const dir = opts.pgliteDir && opts.pgliteDir !== 'memory://' ? opts.pgliteDir : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm: near-duplicate question matching (migration 003-content creates the extension).
  const pglite = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm } });
  const kysely = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { kysely, kind: 'pglite', close: () => kysely.destroy() };
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
