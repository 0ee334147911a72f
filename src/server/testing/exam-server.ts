/**
 * Child process for the exam engine's SIGKILL test (modules/exam/sigkill.test.ts): the whole app on a PGlite
 * directory, listening on a free port. The first start seeds the library and makes one signed-in candidate; it
 * prints `ready {"port","cookie"}` (the cookie only on the first start: the session itself is in the database).
 */
import { resolve } from 'node:path';
import { buildApp } from '../app';
import { SessionService } from '../auth/sessions';
import { loadConfig } from '../config';
import { loadContent } from '../content/load';
import { migrateToLatest, openDatabase } from '../db/database';
import { seedContent } from '../modules/content/seed';
import { fakeWebDist } from './test-app';

const dir = process.argv[2];
if (!dir) throw new Error('usage: exam-server <pglite-dir>');
const db = await openDatabase({ pgliteDir: dir });
await migrateToLatest(db.kysely);
let cookie: string | null = null;
if (!(await db.kysely.selectFrom('users').select('id').executeTakeFirst())) {
  await seedContent(db.kysely, loadContent(resolve('content')));
  const now = new Date();
  const user = await db.kysely
    .insertInto('users')
    .values({ phone_number: '+919800000001', trial_started_at: now, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  cookie = (await new SessionService(db.kysely, () => new Date()).create(user.id)).id;
}
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: resolve(dir, '..'), WEB_DIST: fakeWebDist(), LOG_LEVEL: 'warn' });
const app = await buildApp(config, { db });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`ready ${JSON.stringify({ port, cookie })}\n`);
