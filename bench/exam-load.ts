/**
 * npm run bench:exam — 200 candidates at once, each generating today's daily paper (100 questions), autosaving an
 * answer to every question over HTTP and submitting; prints errors and generate / autosave / submit latency.
 * Targets (issue 11): 0 errors; autosave p95 < 150 ms on PGlite, < 50 ms on Postgres.
 *
 * The server runs in a child process (this file with `--serve`), so the load generator does not share its CPU.
 * Always on in-memory PGlite; also on Postgres when TEST_DATABASE_URL is set (a scratch database is created and
 * dropped) or with `--cluster` (a throw-away local cluster, as `npm test` starts). BENCH_CANDIDATES sets the count;
 * BENCH_THINK_MS a pause between one candidate's autosaves (default 0: every candidate saves back to back, the worst case).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { loadContent } from '../src/server/content/load';
import { migrateToLatest, openDatabase } from '../src/server/db/database';
import { seedContent } from '../src/server/modules/content/seed';
import { fakeWebDist } from '../src/server/testing/test-app';
// @ts-expect-error — plain .mjs helper
import { startCluster } from '../scripts/pg-cluster.mjs';
import { paidSessions, withScratchDatabase } from './support/bench-db';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 200);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 0);
const QUESTIONS = 100;

/** The child: the whole app on a fresh database with CANDIDATES paid users; prints `ready {port, cookies}`. */
async function serve(target: string) {
  const db = await openDatabase(target === 'pglite' ? { pgliteDir: 'memory://' } : { databaseUrl: target });
  await migrateToLatest(db.kysely);
  await seedContent(db.kysely, loadContent(resolve('content')));
  const cookies = await paidSessions(db.kysely, CANDIDATES, '+9197');
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'abhyas-bench-')), WEB_DIST: fakeWebDist(), LOG_LEVEL: 'warn' });
  const app = await buildApp(config, { db });
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
}

function startServer(target: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--serve', target], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  let out = '';
  const ready = new Promise<{ port: number; cookies: string[] }>((res, rej) => {
    child.stdout.on('data', (d) => {
      out += String(d);
      const m = /ready (\{.*\})\n/.exec(out);
      if (m) res(JSON.parse(m[1]!));
    });
    child.on('exit', (code) => rej(new Error(`bench server exited (${code})`)));
  });
  const exited = new Promise<void>((res) => child.on('exit', () => res()));
  return { child, ready, exited };
}

const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(1)} ms, p95 ${pct(s, 95).toFixed(1)} ms, p99 ${pct(s, 99).toFixed(1)} ms, max ${s.at(-1)!.toFixed(1)} ms (n=${s.length})`;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function run(name: string, target: string) {
  const server = startServer(target);
  const { port, cookies } = await server.ready;
  const base = `http://127.0.0.1:${port}`;
  const saves: number[] = [];
  const submits: number[] = [];
  const generates: number[] = [];
  const errors: string[] = [];
  const call = async (cookie: string, method: string, path: string, body: unknown, into: number[]) => {
    const t0 = performance.now();
    try {
      const res = await fetch(base + path, {
        method,
        headers: { cookie: `abhyas_session=${cookie}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      into.push(performance.now() - t0);
      if (res.status !== 200) errors.push(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
      return json;
    } catch (e) {
      errors.push(`${method} ${path}: ${String(e)}`);
      return {};
    }
  };
  // generate alone (no other load): the figure the 100 ms target is about; the candidates then take the same paper
  const solo: number[] = [];
  for (const cookie of cookies.slice(0, 30)) await call(cookie, 'POST', '/api/daily-exam/generate', { language: 'english' }, solo);
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie, c) => {
      const exam = await call(cookie, 'POST', '/api/daily-exam/generate', { language: c % 2 ? 'marathi' : 'english' }, generates);
      const qs: { id: string }[] = exam.questions ?? [];
      if (qs.length !== QUESTIONS) errors.push(`candidate ${c}: ${qs.length} questions`);
      for (const [i, q] of qs.entries()) {
        if (THINK_MS) await sleep(THINK_MS * (0.5 + Math.random()));
        await call(
          cookie,
          'PUT',
          `/api/attempts/${exam.id}/answers/${q.id}`,
          { choice: (c + i) % 4, markedForReview: i % 7 === 0, timeSpentMs: 20_000 + i },
          saves,
        );
      }
      await call(cookie, 'POST', `/api/attempts/${exam.id}/submit`, {}, submits);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  server.child.kill('SIGTERM');
  await server.exited;
  console.log(
    `\n${name}: ${cookies.length} candidates × ${QUESTIONS} autosaves + submit, think ${THINK_MS} ms, in ${seconds.toFixed(1)} s (${Math.round(saves.length / seconds)} autosaves/s)`,
  );
  console.log(`  errors:   ${errors.length}${errors.length ? ` — first: ${errors[0]}` : ''}`);
  console.log(`  generate, one at a time (target p95 < 100 ms): ${fmt(solo)}`);
  console.log(`  generate, all at once: ${fmt(generates)}`);
  console.log(`  autosave: ${fmt(saves)}`);
  console.log(`  submit:   ${fmt(submits)}`);
  return errors.length;
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3]!);
} else {
  let failed = await run('PGlite (in memory)', 'pglite');
  let cluster: { url: string; stop(): void } | null = null;
  if (process.argv.includes('--cluster') && !process.env.TEST_DATABASE_URL) {
    cluster = await (startCluster as () => Promise<{ url: string; stop(): void } | null>)();
    if (cluster) process.env.TEST_DATABASE_URL = cluster.url;
  }
  try {
    if (process.env.TEST_DATABASE_URL)
      failed += await withScratchDatabase(process.env.TEST_DATABASE_URL, (url) => run('PostgreSQL (scratch database)', url));
  } finally {
    cluster?.stop();
  }
  process.exit(failed ? 1 : 0);
}
