// The PGlite worker thread (pglite-thread.ts starts it): the database's WASM runs here, so the main thread's event
// loop — HTTP, static files, health — never waits on a query. Plain JavaScript on purpose: it runs the same under
// tsx, vitest and the precompiled server, with nothing to register or bundle.
//
// Messages in:  { id, sql, params, prepare? } | { id, ping: true } | { id, close: true }
// Messages out: { id, rows, affectedRows } | { id, error: { message, ...fields } } | { id, pong: true } | { id, closed: true }
// The main thread sends one query at a time per Kysely connection (its mutex); this side answers in order.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
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
    const r = m.prepare ? await runPrepared(m.sql, m.params) : await pg.query(m.sql, m.params);
    port.postMessage({ id: m.id, rows: r.rows, affectedRows: r.affectedRows });
  } catch (err) {
    port.postMessage({ id: m.id, error: plainError(err) });
  }
});

/**
 * Statements sent with `prepare` (db/prepared.ts: the hot path's fixed texts) are parsed, planned and described once
 * per SQL text, then each run is one call into PGlite: bind, execute, sync. PGlite's `query` makes six (parse,
 * describe, bind, describe, execute, sync) and plans the statement every time: 190 µs against 50 µs for a one-row
 * charge here. Parameters and rows go through PGlite's own serialisers and parsers by the types Postgres described,
 * as `query` does, so the answer is the same. At most MAX_PREPARED texts; past that, and after a failed run (the
 * name is not reused), a statement goes the ordinary way.
 */
const MAX_PREPARED = 64;
const prepared = new Map();
let names = 0;
const { serialize } = protocol;

function joined(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

async function runPrepared(sql, params) {
  if (!prepared.has(sql) && (prepared.size >= MAX_PREPARED || names >= 16 * MAX_PREPARED)) return pg.query(sql, params);
  return pg.runExclusive(async () => {
    let st = prepared.get(sql);
    if (!st) {
      const name = `abhyas_${++names}`;
      const r = await pg.execProtocol(joined([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]));
      const described = r.messages.find((x) => x.name === 'rowDescription');
      const types = r.messages.find((x) => x.name === 'parameterDescription')?.dataTypeIDs ?? [];
      st = { name, types, described };
      prepared.set(sql, st);
    }
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const toText = pg.serializers[st.types[i]];
      return toText ? toText(v) : v.toString();
    });
    let r;
    try {
      r = await pg.execProtocol(joined([serialize.bind({ statement: st.name, values }), serialize.execute({}), serialize.sync()]));
    } catch (err) {
      prepared.delete(sql); // e.g. a table changed under the plan: prepared afresh, under a new name, next time
      throw err;
    }
    return parse.parseResults(st.described ? [st.described, ...r.messages] : r.messages, pg.parsers)[0];
  });
}
