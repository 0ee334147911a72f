/**
 * The server of bench/load.ts: the whole app on a fresh database (`pglite`, `pglite-main` or a postgres:// URL) with
 * the library seeded and N paid users signed in; prints `ready {port, cookies}`. `GET /_bench/statements` counts
 * the SQL statements run so far (round trips per request).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { loadContent } from '../src/server/content/load';
import { migrateToLatest, openDatabase } from '../src/server/db/database';
import { seedContent } from '../src/server/modules/content/seed';
import { fakeWebDist } from '../src/server/testing/test-app';
import { paidSessions } from './support/bench-db';

const [target = 'pglite', users = '200'] = process.argv.slice(2);
let statements = 0;
const onQuery = () => void statements++;
const db = await openDatabase(
  target.startsWith('pglite') ? { pgliteDir: 'memory://', pgliteThread: target === 'pglite', onQuery } : { databaseUrl: target, onQuery },
);
await migrateToLatest(db.kysely);
await seedContent(db.kysely, loadContent(resolve('content')));
const cookies = await paidSessions(db.kysely, Number(users), '+9196');
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
