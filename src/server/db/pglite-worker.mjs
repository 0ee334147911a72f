// The PGlite worker thread (pglite-thread.ts starts it): the database's WASM runs here, so the main thread's event
// loop — HTTP, static files, health — never waits on a query. Plain JavaScript on purpose: it runs the same under
// tsx, vitest and the precompiled server, with nothing to register or bundle.
//
// Messages in:  { id, sql, params } | { id, ping: true } | { id, close: true }
// Messages out: { id, rows, affectedRows } | { id, error: { message, ...fields } } | { id, pong: true } | { id, closed: true }
// The main thread sends one query at a time per Kysely connection (its mutex); this side answers in order.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const dir = workerData?.dataDir;
const postgresqlconf = workerData?.postgresqlconf ?? [];
/** A tarball from dumpDataDir (the tests' templates): read here, so only its path crosses the thread boundary. */
const loadFrom = workerData?.loadDataDir;
const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

/** A database error as plain fields: Postgres' code, detail, constraint… survive the structured clone. */
function plainError(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const out = { message: err.message, name: err.name };
  for (const [k, v] of Object.entries(err)) if (typeof v !== 'function' && typeof v !== 'object') out[k] = v;
  return out;
}

let pg;
try {
  const load = loadFrom ? { loadDataDir: new Blob([readFileSync(loadFrom)]) } : {};
  pg = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), ...load, extensions: { pg_trgm }, postgresqlconf });
  port.postMessage({ id: 0, ready: true });
} catch (err) {
  port.postMessage({ id: 0, error: plainError(err) });
  process.exit(1);
}

port.on('message', async (m) => {
  if (m.ping) {
    port.postMessage({ id: m.id, pong: !pg.closed });
    return;
  }
  if (m.close) {
    try {
      if (!pg.closed) await pg.close();
      port.postMessage({ id: m.id, closed: true });
    } catch (err) {
      port.postMessage({ id: m.id, error: plainError(err) });
    }
    return;
  }
  try {
    const r = await pg.query(m.sql, m.params);
    port.postMessage({ id: m.id, rows: r.rows, affectedRows: r.affectedRows });
  } catch (err) {
    port.postMessage({ id: m.id, error: plainError(err) });
  }
});
