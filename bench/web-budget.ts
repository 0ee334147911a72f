/**
 * npm run bench:web-budget — prints the foundation's budgets as numbers:
 *  - JS the landing route loads (gzip), measured by loading / in Chromium and summing every script it fetched;
 *  - total CSS (gzip) in the build;
 *  - requests/s of GET /api/auth/session (no cookie) vs a bare Fastify hello-world, same process settings,
 *    and GET /api/health (a real query) beside it — autocannon over loopback.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
// @ts-expect-error — plain .mjs helpers
import { buildWebIfNeeded } from '../scripts/web-build.mjs';
// @ts-expect-error — plain .mjs helpers
import { chromiumPath } from '../e2e/support/chromium-path.mjs';

const BUDGET = { landingJsKb: 150, cssKb: 30, sessionVsHello: 0.6 };
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

function startServer(args: string[], env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (d: Buffer) => {
      out += String(d);
      const m = out.match(/listening (http:\/\/\S+)/) ?? out.match(/"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/);
      if (m) resolve({ url: m[1]!, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

async function rps(url: string): Promise<number> {
  // warm-up, then the measured run
  await autocannon({ url, connections: 20, duration: 2 });
  const r = await autocannon({ url, connections: 50, duration: DURATION, pipelining: 1 });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return Math.round(r.requests.average);
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function measureWeb() {
  (buildWebIfNeeded as () => boolean)();
  const dataDir = mkdtempSync(join(tmpdir(), 'abhyas-bench-'));
  const { url, child } = await startServer(['src/server/main.ts'], { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' });
  const browser = await chromium.launch({
    executablePath: (chromiumPath as () => string)(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('request', (r) => r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname));
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  await browser.close();
  await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
  const dist = 'dist/web';
  let js = 0;
  for (const p of scripts) js += gzipSync(readFileSync(join(dist, p)), { level: 9 }).length;
  let css = 0;
  for (const f of readdirSync(join(dist, 'assets'))) if (f.endsWith('.css')) css += gzipSync(readFileSync(join(dist, 'assets', f)), { level: 9 }).length;
  return { landingJs: js, landingScripts: scripts.size, css };
}

async function measureApi() {
  const hello = await startServer(['bench/hello-server.ts'], { PORT: '0' });
  const helloRps = await rps(`${hello.url}/`);
  await stop(hello.child);

  const dataDir = mkdtempSync(join(tmpdir(), 'abhyas-bench-'));
  const app = await startServer(['src/server/main.ts'], {
    PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', SESSION_SECRET: 'b'.repeat(48), DATABASE_URL: '',
    // production refuses the console SMS sender; these are never called by the bench
    SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'ACbench', TWILIO_AUTH_TOKEN: 'bench', TWILIO_FROM: '+15550000000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  const sessionRps = await rps(`${app.url}/api/auth/session`);
  const healthRps = await rps(`${app.url}/api/health`);
  await stop(app.child);
  rmSync(dataDir, { recursive: true, force: true });
  return { helloRps, sessionRps, healthRps };
}

const web = await measureWeb();
const api = await measureApi();
const ratio = api.sessionRps / api.helloRps;
const rows: [string, string, string, boolean][] = [
  ['landing route JS (gzip)', `${kb(web.landingJs)} KB in ${web.landingScripts} files`, `≤ ${BUDGET.landingJsKb} KB`, kb(web.landingJs) <= BUDGET.landingJsKb],
  ['total CSS (gzip)', `${kb(web.css)} KB`, `≤ ${BUDGET.cssKb} KB`, kb(web.css) <= BUDGET.cssKb],
  ['bare Fastify hello-world', `${api.helloRps} req/s`, 'baseline', true],
  ['GET /api/auth/session (no cookie)', `${api.sessionRps} req/s (${Math.round(ratio * 100)}% of hello)`, `≥ ${BUDGET.sessionVsHello * 100}%`, ratio >= BUDGET.sessionVsHello],
  ['GET /api/health (real query)', `${api.healthRps} req/s`, 'reported', true],
];
for (const [name, value, budget, ok] of rows) console.log(`${ok ? 'ok  ' : 'OVER'}  ${name.padEnd(36)} ${value.padEnd(34)} ${budget}`);
process.exit(rows.every((r) => r[3]) ? 0 : 1);
