/**
 * npm run news:ingest — fetches NEWS_FEEDS now and stores what is new (docs/decisions/013-news-feed.md).
 * With the embedded database (PGlite) only one process may open DATA_DIR: when a server is running there, this asks
 * it to ingest (POST /api/news/ingest with the token the server left in DATA_DIR/news-ingest.json); when none is,
 * it opens the database itself. With DATABASE_URL (a Postgres server, many clients) it always ingests directly.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { dbOptionsFromConfig, migrateToLatest, openDatabase } from '../src/server/db/database';
import { ingestFeeds } from '../src/server/modules/news/ingest';
import { HANDSHAKE_FILE, type Handshake } from '../src/server/modules/news/schedule';

const config = loadConfig();
if (!config.news.feeds.length) {
  console.error('NEWS_FEEDS is empty: set it to a comma-separated list of RSS/Atom feed URLs.');
  process.exit(1);
}
const log = { info: (o: object, m: string) => console.log(m, JSON.stringify(o)), warn: (o: object, m: string) => console.warn(m, JSON.stringify(o)) };

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const handshakeFile = join(config.dataDir, HANDSHAKE_FILE);
const hs: Handshake | null = !config.databaseUrl && existsSync(handshakeFile) ? (JSON.parse(readFileSync(handshakeFile, 'utf8')) as Handshake) : null;

if (hs && alive(hs.pid)) {
  let res: Response;
  try {
    res = await fetch(`${hs.url}/api/news/ingest`, { method: 'POST', headers: { 'x-ingest-token': hs.token } });
  } catch (e) {
    console.error(
      `A server (pid ${hs.pid}) holds the embedded database in ${config.dataDir} but did not answer at ${hs.url} (${String(e)}).\n` +
        'Not opening the database beside it. Stop that server, or wait until it is listening, and run this again.',
    );
    process.exit(1);
  }
  const body = await res.text();
  if (!res.ok) {
    console.error(`The running server refused the ingest (HTTP ${res.status}): ${body}`);
    process.exit(1);
  }
  console.log(`ingested by the running server (pid ${hs.pid}): ${body}`);
} else {
  const db = await openDatabase(dbOptionsFromConfig(config));
  try {
    await migrateToLatest(db.kysely);
    const r = await ingestFeeds(db.kysely, { feeds: config.news.feeds, timeoutMs: config.news.fetchTimeoutMs, now: new Date(), log });
    console.log(JSON.stringify(r));
  } finally {
    await db.close();
  }
}
