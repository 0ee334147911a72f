/**
 * npm run bench:load — the figures of issue 9, on PGlite and on PostgreSQL, each beside a bare Fastify hello-world
 * measured in the same run (this machine is shared and noisy: the ratios are what carry over, not the raw numbers).
 *
 * Per database: session check with a cookie and a cached AI answer (requests/s at 20 connections, as a ratio of the
 * hello-world: BENCH_PAIRS pairs (default 3) of a bare run and a run of the route right after it, BENCH_PAIR_SECONDS
 * each (default 3, after a short warm-up), each pair's ratio printed and the median judged against the target — one
 * bare run swings by 2× on this shared machine); uncached chat answers at 20 connections (p50/p99); a DB-free request
 * (`GET /api/auth/session` without a cookie) at one connection while those 20 connections load uncached answers
 * (p50/p99/max); SQL statements per cached AI answer; then 200 signed-in users on a read/AI mix for BENCH_MIX_SECONDS
 * (default 30): errors, p50, p99.
 *
 * Servers run in child processes (this file with `--serve`); the load generator (autocannon) runs here. PostgreSQL:
 * TEST_DATABASE_URL, else a throw-away local cluster as `npm test` starts (skipped when Debian's server is not
 * installed). BENCH_TARGETS=pglite,pglite-main,postgres picks targets (`pglite-main`: PGlite on the main thread, the
 * old way, for comparison); BENCH_SECONDS sets the uncached step (default 5).
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
// @ts-expect-error — plain .mjs helper
import { startCluster } from '../scripts/pg-cluster.mjs';
import { withScratchDatabase } from './support/bench-db';
import { formatRatios, pairedRatios } from './support/ratio';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const PAIR_SECONDS = Number(process.env.BENCH_PAIR_SECONDS ?? 3);
const WARM_UP_SECONDS = 0.5;
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 30);
const USERS = 200;
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
const QUESTIONS = [
  'What are Fundamental Rights?',
  'What is the Preamble of the Constitution?',
  'Explain the powers of the Governor of Maharashtra',
  'मूलभूत हक्क कोणते आहेत?',
  'What causes monsoon rainfall in India?',
  'Who founded the Satyashodhak Samaj?',
  'What is the role of the Reserve Bank of India?',
  'Explain the Panchayati Raj system',
];

interface Served {
  port: number;
  cookies: string[];
  stop(): Promise<void>;
  /** SQL statements the server has run so far */
  statements(): Promise<number>;
}

function startChild(args: string[], env: Record<string, string> = {}): Promise<{ port: number; cookies: string[]; child: ReturnType<typeof spawn> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  let out = '';
  return new Promise((res, rej) => {
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /ready (\{.*\})\n/.exec(out) ?? /listening http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) res({ ...(m[1]!.startsWith('{') ? JSON.parse(m[1]!) : { port: Number(m[1]), cookies: [] }), child });
    });
    child.on('exit', (code) => rej(new Error(`bench server exited (${code})`)));
  });
}

const stopChild = (child: ReturnType<typeof spawn>) =>
  new Promise<void>((r) => {
    child.on('exit', () => r());
    child.kill('SIGTERM');
  });

async function serveApp(target: string): Promise<Served> {
  const { port, cookies, child } = await startChild([join(import.meta.dirname, 'load-server.ts'), target, String(USERS)]);
  return {
    port,
    cookies,
    stop: () => stopChild(child),
    statements: async () => Number((await (await fetch(`http://127.0.0.1:${port}/_bench/statements`)).text()) || 0),
  };
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  requests: number;
  /** responses by status code other than 2xx, and socket errors/timeouts */
  failures: string;
}

async function cannon(opts: autocannon.Options): Promise<Run> {
  const r = await autocannon({ duration: SECONDS, connections: 20, ...opts });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.timeouts + r.non2xx,
    requests: r.requests.total,
    failures: [
      ...Object.entries((r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, v]) => `${v.count}× ${code}`),
      ...(r.errors ? [`${r.errors} socket errors`] : []),
      ...(r.timeouts ? [`${r.timeouts} timeouts`] : []),
    ].join(', '),
  };
}

const json = (cookie: string) => ({ cookie: `abhyas_session=${cookie}`, 'content-type': 'application/json' });
let unique = 0;
/** A chat request no one asked before: each is answered by the engine, none from the cache. */
const uncachedChat = (): autocannon.Request => ({
  method: 'POST',
  path: '/api/chat/ask',
  setupRequest: (req) => ({ ...req, body: JSON.stringify({ message: `${QUESTIONS[unique % QUESTIONS.length]} (${++unique} ${process.pid})` }) }),
});

/**
 * Requests/s of bare Fastify and of `target`, alternated PAIRS times (each run after a short warm-up of its own):
 * each pair's ratio and their median.
 */
async function againstBare(hello: { port: number }, target: autocannon.Options, during?: { before(): unknown; after(): unknown }) {
  const pairs: { bare: number; target: number }[] = [];
  const runs: Run[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const bare = { url: `http://127.0.0.1:${hello.port}/` };
    await cannon({ ...bare, duration: WARM_UP_SECONDS });
    const b = await cannon({ ...bare, duration: PAIR_SECONDS });
    await cannon({ ...target, duration: WARM_UP_SECONDS });
    await during?.before();
    const t = await cannon({ ...target, duration: PAIR_SECONDS });
    await during?.after();
    pairs.push({ bare: b.rps, target: t.rps });
    runs.push(t);
  }
  const r = pairedRatios(pairs);
  const rps = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
  return {
    ...r,
    errors: runs.reduce((n, t) => n + t.errors, 0),
    requests: runs.reduce((n, t) => n + t.requests, 0),
    text: `${formatRatios(r)} of bare (req/s ${rps(pairs.map((p) => p.target))}; bare ${rps(pairs.map((p) => p.bare))})`,
  };
}

const verdict = (value: number, target: number) => (value >= target ? `✓ ≥ ${target}` : `✗ target ≥ ${target}`);

const ms = (n: number) => `${n.toFixed(0)} ms`;

async function measure(name: string, target: string, hello: { port: number }, targets: { session: number; cached: number }) {
  const app = await serveApp(target);
  const url = `http://127.0.0.1:${app.port}`;
  const cookie = app.cookies[0]!;
  const lines: string[] = [];
  const say = (l: string) => {
    lines.push(l);
    console.log(`  ${l}`);
  };
  console.log(
    `\n${name}  (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  try {
    // session check with a cookie
    const session = await againstBare(hello, { url: `${url}/api/auth/session`, headers: json(cookie) });
    say(`session check with a cookie: median ${session.text} ${verdict(session.median, targets.session)} (errors ${session.errors})`);

    // a cached AI answer: each of the users asks the same question once uncached, then it is answered from the cache
    const cachedBody = JSON.stringify({ message: QUESTIONS[0] });
    for (const c of app.cookies.slice(0, 20)) {
      // not measured: the first answer builds the tutor's index, and on a busy machine the server may shed (503) meanwhile
      for (let attempt = 1; ; attempt++) {
        const ask = await fetch(`${url}/api/chat/ask`, { method: 'POST', headers: json(c), body: cachedBody });
        if (ask.status === 200) break;
        if (ask.status !== 503 || attempt === 30) throw new Error(`chat answered ${ask.status}: ${await ask.text()}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
    const again = (await (await fetch(`${url}/api/chat/ask`, { method: 'POST', headers: json(cookie), body: cachedBody })).json()) as {
      cached: boolean;
    };
    let turn = 0;
    const asks = app.cookies.slice(0, 20).map((c) => json(c));
    const cachedAsks: autocannon.Request[] = [
      { method: 'POST', path: '/api/chat/ask', setupRequest: (req) => ({ ...req, headers: asks[turn++ % asks.length], body: cachedBody }) },
    ];
    let before = 0;
    let statements = 0;
    const count = {
      before: async () => void (before = await app.statements()),
      after: async () => void (statements += (await app.statements()) - before - 1),
    };
    const cached = await againstBare(hello, { url, requests: cachedAsks }, count);
    say(
      `cached AI answer (cached: ${again.cached}, 20 users taking turns): median ${cached.text} ${verdict(cached.median, targets.cached)}; ${(statements / cached.requests).toFixed(2)} SQL statements per answer (a session is re-read every 3 s) (errors ${cached.errors})`,
    );

    // uncached chat at 20 connections, and a DB-free request beside it
    const load = cannon({ url, headers: json(cookie), requests: [uncachedChat()] });
    await new Promise((r) => setTimeout(r, 300));
    const probe = await cannon({ url: `${url}/api/auth/session`, connections: 1, duration: SECONDS - 0.6 });
    const uncached = await load;
    say(
      `uncached chat at 20 connections: ${uncached.rps.toFixed(0)} answers/s, p50 ${ms(uncached.p50)}, p99 ${ms(uncached.p99)}, max ${ms(uncached.max)} (errors ${uncached.errors})`,
    );
    say(`DB-free GET /api/auth/session meanwhile: p50 ${probe.p50} ms, p99 ${probe.p99} ms, max ${probe.max} ms (n=${probe.requests})`);

    // 200 signed-in users, read/AI mix
    const mix = await mixed(url, app.cookies);
    say(
      `${USERS} signed-in users, read/AI mix, ${MIX_SECONDS} s: ${mix.requests} requests (${mix.rps.toFixed(0)}/s), errors ${mix.errors}${mix.failures ? ` (${mix.failures})` : ''}, p50 ${ms(mix.p50)}, p99 ${ms(mix.p99)}`,
    );
  } finally {
    await app.stop();
  }
  say(`(load average now ${loadavg()[0]!.toFixed(2)})`);
  return lines;
}

/** Each request from a random one of the 200 users: session 30 %, syllabus 15 %, topics 10 %, static 10 %, cached AI 25 %, new chat 10 %. */
async function mixed(url: string, cookies: string[]): Promise<Run> {
  const pick = () => cookies[Math.floor(Math.random() * cookies.length)]!;
  const get = (path: string, weight: number) => Array.from({ length: weight }, () => ({ method: 'GET' as const, path }));
  const plan: { method: 'GET' | 'POST'; path: string; body?: () => string }[] = [
    ...get('/api/auth/session', 6),
    ...get('/api/syllabus?lang=english', 3),
    ...get('/api/syllabus/topics?subjects=polity', 2),
    ...get('/', 2),
    ...Array.from({ length: 5 }, (_, i) => ({
      method: 'POST' as const,
      path: '/api/chat/ask',
      body: () => JSON.stringify({ message: QUESTIONS[i % 4] }),
    })),
    ...Array.from({ length: 2 }, () => ({
      method: 'POST' as const,
      path: '/api/chat/ask',
      body: () => JSON.stringify({ message: `${QUESTIONS[unique % QUESTIONS.length]} (${++unique} mix)` }),
    })),
  ];
  return cannon({
    url,
    connections: USERS,
    duration: MIX_SECONDS,
    requests: [
      {
        setupRequest: (req) => {
          const p = plan[Math.floor(Math.random() * plan.length)]!;
          return { ...req, method: p.method, path: p.path, headers: json(pick()), body: p.body?.() };
        },
      },
    ],
  });
}

const hello = await startChild([join(import.meta.dirname, 'hello-server.ts')]);
try {
  for (const target of TARGETS) {
    if (target === 'pglite') await measure('PGlite (worker thread)', 'pglite', hello, { session: 0.3, cached: 0.15 });
    else if (target === 'pglite-main')
      await measure('PGlite on the main thread (before issue 9)', 'pglite-main', hello, { session: 0.3, cached: 0.15 });
    else if (target === 'postgres') {
      let cluster: { url: string; stop(): void } | null = null;
      let admin = process.env.TEST_DATABASE_URL;
      if (!admin) {
        cluster = await (startCluster as () => Promise<{ url: string; stop(): void } | null>)().catch(() => null);
        admin = cluster?.url;
      }
      if (!admin) {
        console.log('\nPostgreSQL: skipped (no TEST_DATABASE_URL and no server binaries: apt-get install postgresql)');
        continue;
      }
      try {
        await withScratchDatabase(admin, (db) => measure('PostgreSQL', db, hello, { session: 0.4, cached: 0.15 }));
      } finally {
        cluster?.stop();
      }
    }
  }
} finally {
  await stopChild(hello.child);
}
