/**
 * The server of bench/load.ts: the whole app on a fresh database (`pglite`, `pglite-main` or a postgres:// URL) with
 * the library seeded and N paid users signed in; prints `ready {port, cookies}`. `GET /_bench/statements` counts
 * the SQL statements run so far (round trips per request).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../src/server/app';
import { SessionService } from '../src/server/auth/sessions';
import { DAY_MS } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { loadContent } from '../src/server/content/load';
import { migrateToLatest, openDatabase } from '../src/server/db/database';
import { seedContent } from '../src/server/modules/content/seed';
import { fakeWebDist } from '../src/server/testing/test-app';

const [target = 'pglite', users = '200'] = process.argv.slice(2);
let statements = 0;
const onQuery = () => void statements++;
const db = await openDatabase(
  target.startsWith('pglite') ? { pgliteDir: 'memory://', pgliteThread: target === 'pglite', onQuery } : { databaseUrl: target, onQuery },
);
await migrateToLatest(db.kysely);
await seedContent(db.kysely, loadContent(resolve('content')));
const now = new Date();
const sessions = new SessionService(db.kysely, () => new Date());
const cookies: string[] = [];
for (let i = 0; i < Number(users); i++) {
  const u = await db.kysely
    .insertInto('users')
    .values({
      phone_number: `+9196${String(i).padStart(8, '0')}`,
      trial_started_at: now,
      created_at: now,
      updated_at: now,
      plan_type: 'monthly',
      paid_until: new Date(now.getTime() + 30 * DAY_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  cookies.push((await sessions.create(u.id)).id);
}
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'abhyas-load-')),
  WEB_DIST: fakeWebDist(),
  LOG_LEVEL: 'warn',
  AI_DAILY_LIMIT: '100000',
  // as deployed: shed load past 1 s of event-loop lag (a 503 counts as an error here)
  LOAD_SHED_EVENT_LOOP_DELAY_MS: '1000',
});
const app = await buildApp(config, { db });
app.get('/_bench/statements', async () => String(statements));
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0)),
);
process.stdout.write(`ready ${JSON.stringify({ port: typeof addr === 'object' && addr ? addr.port : 0, cookies })}\n`);
