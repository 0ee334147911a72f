import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { loadContent, type ContentLibrary } from '../content/load';
import { migrateToLatest, PGLITE_CONF } from '../db/database';
import { PGliteDialect } from '../db/pglite-dialect';
import type { Database } from '../db/schema';
import { seedContent } from '../modules/content/seed';

/**
 * Database templates for the test suite, built once per vitest run (global-setup.ts) instead of once per test file:
 * a migrated and a seeded PGlite data dir (tarballs), the parsed content library, and on PostgreSQL two template
 * databases. Everything is keyed by a hash of what decides their contents (migrations, content/, the loader and the
 * seeder, PGlite's version), so a change builds new ones and a stale one is never used. Each test file still gets its
 * own copy (loadDataDir / `create database … template …`): no test sees another file's writes.
 */
export type TemplateKind = 'migrated' | 'seeded';

/** Set by the global setup; absent (benches, scripts) means every database is built from scratch as before. */
export const TEMPLATE_DIR_ENV = 'ABHYAS_TEST_TEMPLATE_DIR';
export const PG_TEMPLATE_ENV = 'ABHYAS_TEST_PG_TEMPLATE';

const HASHED = ['src/server/db', 'src/server/content', 'src/server/modules/content', 'src/server/testing/templates.ts', 'content'];

function walk(dir: string, out: string[]): void {
  if (statSync(dir).isFile()) return void out.push(dir);
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.isFile() && !e.name.endsWith('.test.ts')) out.push(p);
  }
}

export function templateHash(root = resolve('.')): string {
  const h = createHash('sha256');
  const pgliteVersion = (JSON.parse(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string })
    .version;
  h.update(`pglite ${pgliteVersion}\0${PGLITE_CONF.join(',')}\0`);
  for (const d of HASHED) {
    const files: string[] = [];
    walk(join(root, d), files);
    for (const f of files.sort())
      h.update(`${f.slice(root.length)}\0`)
        .update(readFileSync(f))
        .update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

const file = (dir: string, name: string) => join(dir, name);
export const tarball = (dir: string, kind: TemplateKind) => file(dir, `${kind}.tar`);

/** Writes atomically: concurrent runs (other worktrees) with the same hash never read a half-written file. */
function writeAtomic(path: string, data: Uint8Array): void {
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}

/** Removes template dirs of other hashes that nobody touched for a day (old checkouts). */
function pruneOld(base: string, keep: string): void {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(base)) {
    const p = join(base, name);
    if (name !== keep && statSync(p).mtimeMs < dayAgo) rmSync(p, { recursive: true, force: true });
  }
}

const TEMPLATE_WAL = ['min_wal_size = 32MB', 'max_wal_size = 64MB', 'wal_recycle = off'];

/** Builds (or finds) the PGlite tarballs and the library cache; returns their directory. */
export async function buildPgliteTemplates(hash: string, contentDir = resolve('content')): Promise<{ dir: string; lib: ContentLibrary }> {
  const base = join(tmpdir(), 'abhyas-test-templates');
  const dir = join(base, hash);
  mkdirSync(dir, { recursive: true });
  const now = new Date();
  utimesSync(dir, now, now); // in use: another checkout's run must not prune it
  pruneOld(base, hash);
  const libFile = file(dir, 'library.v8');
  let lib: ContentLibrary;
  if (existsSync(libFile)) lib = deserialize(readFileSync(libFile)) as ContentLibrary;
  else {
    lib = loadContent(contentDir);
    writeAtomic(libFile, serialize(lib));
  }
  if (existsSync(tarball(dir, 'migrated')) && existsSync(tarball(dir, 'seeded'))) return { dir, lib };

  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  // Small WAL, not recycled: after a checkpoint the old segments are gone, so the seeded tarball is ~95 MB, not ~200.
  const pglite = await PGlite.create({ extensions: { pg_trgm }, postgresqlconf: [...PGLITE_CONF, ...TEMPLATE_WAL] });
  const kysely = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  const dump = async (kind: TemplateKind) => {
    await pglite.exec('checkpoint; select pg_switch_wal(); checkpoint;');
    writeAtomic(tarball(dir, kind), new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  };
  try {
    await migrateToLatest(kysely);
    await dump('migrated');
    await seedContent(kysely, lib);
    await dump('seeded');
  } finally {
    await kysely.destroy();
    if (!pglite.closed) await pglite.close();
  }
  return { dir, lib };
}

/** The cached parsed library of this run, or undefined outside a vitest run with the global setup. */
export function cachedLibrary(): ContentLibrary | undefined {
  const dir = process.env[TEMPLATE_DIR_ENV];
  const f = dir && file(dir, 'library.v8');
  return f && existsSync(f) ? (deserialize(readFileSync(f)) as ContentLibrary) : undefined;
}

/** The tarball to open a test file's PGlite from, if this run built templates. */
export function pgliteTemplate(kind: TemplateKind): string | undefined {
  const dir = process.env[TEMPLATE_DIR_ENV];
  return dir && existsSync(tarball(dir, kind)) ? tarball(dir, kind) : undefined;
}

export const pgTemplateName = (prefix: string, kind: TemplateKind) => `${prefix}_${kind}`;

async function adminQuery<T>(admin: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function withDb(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * On PostgreSQL: template databases `<prefix>_migrated` and `<prefix>_seeded`, built under a temporary name and
 * renamed when complete (so a crashed build is never used). Nothing stays connected to them: a database can only be
 * copied while nobody is connected to it.
 */
export async function buildPgTemplates(admin: string, hash: string, lib: ContentLibrary): Promise<string> {
  const prefix = `abhyas_tpl_${hash}`;
  const exists = (c: pg.Client, n: string) => c.query('select 1 from pg_database where datname = $1', [n]).then((r) => r.rowCount === 1);
  for (const kind of ['migrated', 'seeded'] as const) {
    const final = pgTemplateName(prefix, kind);
    if (await adminQuery(admin, (c) => exists(c, final))) continue;
    const building = `${final}_b${randomBytes(4).toString('hex')}`;
    await adminQuery(admin, (c) =>
      c.query(kind === 'migrated' ? `create database ${building}` : `create database ${building} template ${pgTemplateName(prefix, 'migrated')}`),
    );
    const pool = new pg.Pool({ connectionString: withDb(admin, building), max: 1 });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      if (kind === 'migrated') await migrateToLatest(kysely);
      else await seedContent(kysely, lib);
    } finally {
      await kysely.destroy();
    }
    await adminQuery(admin, async (c) => {
      const renamed = (await exists(c, final))
        ? false
        : await c.query(`alter database ${building} rename to ${final}`).then(
            () => true,
            () => false,
          );
      if (!renamed) await c.query(`drop database ${building} with (force)`); // another run won the race
    });
  }
  return prefix;
}
