/**
 * npm run db:seed — applies pending migrations, then seeds content/ (CONTENT_DIR) into DATABASE_URL or the
 * PGlite under DATA_DIR: every record upserted by id, vanished ids removed, in one transaction.
 * `--if-changed` does what a start does: nothing when the library's hash is the one already seeded.
 */
import { loadConfig } from '../src/server/config';
import { ContentError, loadContent } from '../src/server/content/load';
import { dbOptionsFromConfig, migrateToLatest, openDatabase } from '../src/server/db/database';
import { seedContent, seedContentIfChanged } from '../src/server/modules/content/seed';

const config = loadConfig();
let lib;
try {
  lib = loadContent(config.contentDir);
} catch (e) {
  if (e instanceof ContentError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
const db = await openDatabase(dbOptionsFromConfig(config));
try {
  await migrateToLatest(db.kysely);
  const r = process.argv.includes('--if-changed') ? await seedContentIfChanged(db.kysely, lib) : await seedContent(db.kysely, lib);
  const where = config.databaseUrl ? 'postgres' : `pglite (${config.dataDir})`;
  if (!r.seeded) console.log(`content unchanged (${r.hash.slice(0, 12)}) in ${where}`);
  else console.log(`seeded ${where} in ${Math.round(r.ms)} ms, ${r.deleted} vanished row(s) removed:\n${JSON.stringify(r.counts)}`);
} finally {
  await db.close();
}
