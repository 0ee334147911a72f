import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type Db, type DbOptions } from '../db/database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when
 * TEST_DATABASE_URL points at a real server (CI's second run) — a new database created on it.
 */
export async function openTestDb(opts: Pick<DbOptions, 'onQuery'> = {}): Promise<Db> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const db = await openDatabase({ pgliteDir: 'memory://', ...opts });
    await migrateToLatest(db.kysely);
    return db;
  }
  const name = `abhyas_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), ...opts });
  await migrateToLatest(db.kysely);
  return {
    ...db,
    async close() {
      await db.close();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
