/**
 * npx tsx bench/test-setup.ts — what one test file pays for its database (PGlite, in memory), from scratch
 * (YAML parse of content/, initdb, migrations, seed) and from this run's templates (src/server/testing/templates.ts:
 * the parsed library from its v8 copy, the data dir from a tarball). Builds the templates first (as vitest's global
 * setup does, or finds them); prints each step's seconds and the load average (the machine is shared).
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { loadContent } from '../src/server/content/load';
import { migrateToLatest, openDatabase, type Db } from '../src/server/db/database';
import { seedContent } from '../src/server/modules/content/seed';
import { buildPgliteTemplates, cachedLibrary, pgliteTemplate, TEMPLATE_DIR_ENV, templateHash } from '../src/server/testing/templates';

const secs = (t0: number) => ((performance.now() - t0) / 1000).toFixed(2).padStart(6);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
async function step<T>(name: string, fn: () => Promise<T> | T): Promise<T> {
  const t0 = performance.now();
  const v = await fn();
  console.log(`${name.padEnd(44)} ${secs(t0)} s`);
  return v;
}
const mcqs = async (db: Db) => (await sql<{ n: number }>`select count(*)::int as n from mcqs`.execute(db.kysely)).rows[0]!.n;

console.log(`load average before: ${load()}`);
const hash = templateHash();
const { dir } = await step(`templates ${hash} (built or found)`, () => buildPgliteTemplates(hash));
process.env[TEMPLATE_DIR_ENV] = dir;

console.log('-- from scratch');
let t0 = performance.now();
const lib = await step('loadContent(content/)', () => loadContent(resolve('content')));
const a = await step('open PGlite (initdb) + first query', async () => {
  const db = await openDatabase({ pgliteDir: 'memory://' });
  await sql`select 1`.execute(db.kysely);
  return db;
});
await step('migrations', () => migrateToLatest(a.kysely));
await step('seedContent', () => seedContent(a.kysely, lib));
console.log(`${'total'.padEnd(44)} ${secs(t0)} s   (${await mcqs(a)} mcqs)`);
await a.close();

console.log('-- from the templates');
t0 = performance.now();
await step('library from its v8 copy', () => cachedLibrary());
const b = await step('open PGlite from the seeded tarball + query', async () => {
  const db = await openDatabase({ pgliteDir: 'memory://', pgliteLoadDataDir: pgliteTemplate('seeded') });
  await sql`select 1`.execute(db.kysely);
  return db;
});
console.log(`${'total'.padEnd(44)} ${secs(t0)} s   (${await mcqs(b)} mcqs)`);
await b.close();
console.log(`load average after: ${load()}`);
