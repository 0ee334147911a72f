/**
 * npm run bench:exam — 200 candidates at once, each generating today's daily paper (100 questions), autosaving an
 * answer to every question over HTTP and submitting; prints errors and autosave / submit latency (p50, p95, max).
 * Targets (issue 11): 0 errors; autosave p95 < 150 ms on PGlite, < 50 ms on Postgres.
 *
 * Always on in-memory PGlite; also on Postgres when TEST_DATABASE_URL is set (a scratch database is created and
 * dropped) or with `--cluster` (a throw-away local cluster, as `npm test` starts). BENCH_CANDIDATES sets the count.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../src/server/app';
import { SessionService } from '../src/server/auth/sessions';
import { DAY_MS } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { loadContent } from '../src/server/content/load';
import { migrateToLatest, openDatabase, type Db } from '../src/server/db/database';
import { seedContent } from '../src/server/modules/content/seed';
import { fakeWebDist } from '../src/server/testing/test-app';
import { openTestDb } from '../src/server/testing/test-db';
// @ts-expect-error — plain .mjs helper
import { startCluster } from '../scripts/pg-cluster.mjs';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 200);
const QUESTIONS = 100;

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN;
const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(1)} ms, p95 ${pct(s, 95).toFixed(1)} ms, p99 ${pct(s, 99).toFixed(1)} ms, max ${s.at(-1)!.toFixed(1)} ms (n=${s.length})`;
};

async function run(name: string, db: Db) {
  await migrateToLatest(db.kysely);
  await seedContent(db.kysely, loadContent(resolve('content')));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'abhyas-bench-')), WEB_DIST: fakeWebDist(), LOG_LEVEL: 'warn' });
  const app = await buildApp(config, { db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;

  const now = new Date();
  const sessions = new SessionService(db.kysely, () => new Date());
  const cookies: string[] = [];
  for (let i = 0; i < CANDIDATES; i++) {
    const u = await db.kysely
      .insertInto('users')
      .values({ phone_number: `+9197${String(i).padStart(8, '0')}`, trial_started_at: now, created_at: now, updated_at: now, plan_type: 'monthly', paid_until: new Date(now.getTime() + 30 * DAY_MS) })
      .returning('id')
      .executeTakeFirstOrThrow();
    cookies.push((await sessions.create(u.id)).id);
  }

  const saves: number[] = [];
  const submits: number[] = [];
  const generates: number[] = [];
  const errors: string[] = [];
  const call = async (cookie: string, method: string, path: string, body: unknown, into: number[]) => {
    const t0 = performance.now();
    const res = await fetch(base + path, { method, headers: { cookie: `abhyas_session=${cookie}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = await res.json();
    into.push(performance.now() - t0);
    if (res.status !== 200) errors.push(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
    return json;
  };

  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie, c) => {
      const exam = await call(cookie, 'POST', '/api/daily-exam/generate', { language: c % 2 ? 'marathi' : 'english' }, generates);
      const qs: { id: string }[] = exam.questions ?? [];
      for (const [i, q] of qs.slice(0, QUESTIONS).entries()) {
        await call(cookie, 'PUT', `/api/attempts/${exam.id}/answers/${q.id}`, { choice: (c + i) % 4, markedForReview: i % 7 === 0, timeSpentMs: 20_000 + i }, saves);
      }
      await call(cookie, 'POST', `/api/attempts/${exam.id}/submit`, {}, submits);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await app.close();
  console.log(`\n${name}: ${CANDIDATES} candidates × ${QUESTIONS} autosaves + submit in ${seconds.toFixed(1)} s (${Math.round(saves.length / seconds)} autosaves/s)`);
  console.log(`  errors:   ${errors.length}${errors.length ? ` — first: ${errors[0]}` : ''}`);
  console.log(`  generate: ${fmt(generates)}`);
  console.log(`  autosave: ${fmt(saves)}`);
  console.log(`  submit:   ${fmt(submits)}`);
  return errors.length;
}

let failed = 0;
failed += await run('PGlite (in memory)', await openDatabase({ pgliteDir: 'memory://' }));
let cluster: { url: string; stop(): void } | null = null;
if (process.argv.includes('--cluster') && !process.env.TEST_DATABASE_URL) {
  cluster = await (startCluster as () => Promise<{ url: string; stop(): void } | null>)();
  if (cluster) process.env.TEST_DATABASE_URL = cluster.url;
}
try {
  if (process.env.TEST_DATABASE_URL) {
    const db = await openTestDb();
    try {
      failed += await run('PostgreSQL (scratch database)', db);
    } finally {
      await db.close();
    }
  }
} finally {
  cluster?.stop();
}
process.exit(failed ? 1 : 0);
