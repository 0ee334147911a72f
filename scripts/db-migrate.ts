/** npm run db:migrate — applies pending migrations to DATABASE_URL, or to the PGlite under DATA_DIR. */
import { loadConfig } from '../src/server/config';
import { dbOptionsFromConfig, migrateToLatest, openDatabase } from '../src/server/db/database';

const config = loadConfig();
const db = await openDatabase(dbOptionsFromConfig(config));
try {
  const applied = await migrateToLatest(db.kysely);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await db.close();
}
