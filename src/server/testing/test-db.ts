import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type Db, type DbOptions } from '../db/database';
import { PG_TEMPLATE_ENV, pgliteTemplate, pgTemplateName, type TemplateKind } from './templates';

export interface TestDbOptions extends Pick<DbOptions, 'onQuery'> {
  /**
   * Start from this run's seeded template (the whole content/ library) when the global setup built one; returns
   * whether it did, so the caller seeds itself otherwise.
   */
  seeded?: boolean;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when
 * TEST_DATABASE_URL points at a real server (CI's second run) — a new database created on it.
 * Under vitest it is a copy of the run's template (testing/templates.ts): a tarball loaded into PGlite, or
 * `create database … template …`; each file gets its own copy.
 */
export async function openTestDb(opts: TestDbOptions = {}): Promise<Db & { seeded: boolean }> {
  const { seeded: wantSeeded = false, ...dbOpts } = opts;
  const kind: TemplateKind = wantSeeded ? 'seeded' : 'migrated';
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const template = pgliteTemplate(kind);
    const db = await openDatabase({ pgliteDir: 'memory://', pgliteLoadDataDir: template, ...dbOpts });
    if (!template) await migrateToLatest(db.kysely);
    return { ...db, seeded: wantSeeded && template !== undefined };
  }
  const prefix = process.env[PG_TEMPLATE_ENV];
  const name = `abhyas_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(prefix ? `create database ${name} template ${pgTemplateName(prefix, kind)}` : `create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), ...dbOpts });
  if (!prefix) await migrateToLatest(db.kysely);
  return {
    ...db,
    seeded: wantSeeded && prefix !== undefined,
    async close() {
      await db.close();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
