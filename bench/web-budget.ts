/**
 * npm run bench:web-budget — prints the web budgets as numbers:
 *  - what Chromium transfers on the wire per page, cold cache (scripts, styles, fonts, HTML, API: every response's
 *    encodedDataLength from CDP Network events, by network idle), for the landing page and the signed-in Study
 *    Planner (a test phone number signs in first), in English and Marathi;
 *  - LCP (PerformanceObserver) and "main content" (the page's own content is in the DOM) on a throttled phone
 *    (CDP Network.emulateNetworkConditions + Emulation.setCPUThrottlingRate), median of BENCH_RUNS loads;
 *  - beside them the gzip -9 size of the scripts each page loaded, and the total CSS (gzip) in the build;
 *  - requests/s of GET /api/auth/session (no cookie) vs a bare Fastify hello-world, same process settings,
 *    and GET /api/health (a real query) beside it — autocannon over loopback.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
// @ts-expect-error — plain .mjs helpers
import { buildWebIfNeeded, isProductionBuild } from '../scripts/web-build.mjs';
// @ts-expect-error — plain .mjs helpers
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium-path.mjs';

const BUDGET = {
  cssKb: 30,
  sessionVsHello: 0.6,
  pages: {
    'landing (en)': { transferKb: 200, jsKb: 120, lcpMs: 2500, mainMs: undefined },
    'Study Planner (en)': { transferKb: 280, jsKb: undefined, lcpMs: undefined, mainMs: 3500 },
  },
  /** Issue 17: the maps route's own JS (Leaflet + outlines: what /maps loads beyond the Study Planner) and its first map paint. */
  mapsOwnJsKb: 90,
  mapsFirstPaintMs: 1500,
};
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/** Throttled loads per page (the median is reported). */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_WEB_ONLY=1 skips the throughput part, BENCH_API_ONLY=1 the browser part. */
const SKIP_API = process.env.BENCH_WEB_ONLY === '1';
const SKIP_WEB = process.env.BENCH_API_ONLY === '1';
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

/** Slow 4G on a low-end phone, as Lighthouse's mobile profile: 1.6 Mbps down, 750 kbps up, 150 ms RTT, 4× CPU. */
const THROTTLE = { latencyMs: 150, downBps: (1.6 * 1024 * 1024) / 8, upBps: (750 * 1024) / 8, cpuRate: 4 };
const TEST_PHONE = '9999999990';
const TEST_OTP = '123456';

type Kind = 'script' | 'stylesheet' | 'font' | 'document' | 'fetch' | 'other';
interface PageRun {
  /** Bytes on the wire (headers + compressed bodies) per resource kind, everything by network idle. */
  bytes: Record<Kind, number>;
  total: number;
  requests: number;
  /** The gzip -9 size of every script the page loaded, read from dist/web (the old measure). */
  jsGzip: number;
  scripts: number;
  fonts: string[];
  /** Every response as kind, path and bytes on the wire, in load order (BENCH_VERBOSE=1 prints them). */
  files: { kind: Kind; path: string; bytes: number }[];
  encodings: Set<string>;
  lcpMs: number | null;
  mainMs: number | null;
}

interface Scenario {
  name: string;
  path: string;
  /** The page's own content: its first appearance is "main content" (ms since navigation start). */
  mainSelector: string;
  language?: 'english' | 'marathi';
  signedIn?: boolean;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function signInState(browser: Browser, url: string) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[name="phone"]').fill(TEST_PHONE);
  await page.locator('[data-testid="phone-step"] button[type="submit"]').click();
  await page.locator('input[name="code"]').fill(TEST_OTP);
  await page.locator('[data-testid="otp-step"] button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === '/study-planner', { timeout: 20_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/** One cold load (fresh context: empty HTTP cache) of a page, optionally on the throttled profile. */
async function loadPage(
  browser: Browser,
  url: string,
  s: Scenario,
  throttled: boolean,
  storageState?: BrowserContextOptions['storageState'],
): Promise<PageRun> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, storageState });
  await context.addInitScript(
    ({ selector, language }) => {
      if (language) localStorage.setItem('mpsc-language', language);
      const w = window as unknown as { __lcp: number | null; __main: number | null };
      w.__lcp = null;
      w.__main = null;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver((_, observer) => {
        if (document.querySelector(selector)) {
          w.__main = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true });
    },
    { selector: s.mainSelector, language: s.language },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLE.latencyMs,
      downloadThroughput: THROTTLE.downBps,
      uploadThroughput: THROTTLE.upBps,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuRate });
  }
  const seen = new Map<string, { kind: Kind; path: string }>();
  const run: PageRun = {
    bytes: { script: 0, stylesheet: 0, font: 0, document: 0, fetch: 0, other: 0 },
    total: 0,
    requests: 0,
    jsGzip: 0,
    scripts: 0,
    fonts: [],
    files: [],
    encodings: new Set(),
    lcpMs: null,
    mainMs: null,
  };
  cdp.on('Network.responseReceived', (e) => {
    const t = e.type.toLowerCase();
    const kind: Kind =
      t === 'script' || t === 'stylesheet' || t === 'font' || t === 'document' ? t : t === 'fetch' || t === 'xhr' ? 'fetch' : 'other';
    if (!e.response.url.startsWith('http')) return; // data: URLs cost no transfer
    const path = new URL(e.response.url).pathname;
    seen.set(e.requestId, { kind, path });
    const enc = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1];
    if (kind !== 'fetch' && kind !== 'document') run.encodings.add(`${kind}:${enc ?? 'identity'}`);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = seen.get(e.requestId);
    if (!r) return;
    run.bytes[r.kind] += e.encodedDataLength;
    run.total += e.encodedDataLength;
    run.requests += 1;
    run.files.push({ kind: r.kind, path: r.path, bytes: e.encodedDataLength });
    if (r.kind === 'script') {
      run.scripts += 1;
      const file = join('dist/web', r.path);
      if (existsSync(file)) run.jsGzip += gzipSync(readFileSync(file), { level: 9 }).length;
    }
    if (r.kind === 'font') run.fonts.push(r.path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.woff2$/, ''));
  });
  await page.goto(s.path, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForSelector(s.mainSelector, { timeout: 30_000 });
  // LCP is final once the page is idle; a trailing frame lets the observer deliver it.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
  const marks = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number | null; __main: number | null };
    return { lcp: w.__lcp, main: w.__main };
  });
  run.lcpMs = marks.lcp === null ? null : Math.round(marks.lcp);
  run.mainMs = marks.main === null ? null : Math.round(marks.main);
  if (!page.url().endsWith(s.path)) throw new Error(`${s.name}: ended on ${page.url()}, not ${s.path}`);
  await context.close();
  return run;
}

const ALL_SCENARIOS: Scenario[] = [
  { name: 'landing (en)', path: '/', mainSelector: 'main h1' },
  { name: 'landing (mr)', path: '/', mainSelector: 'main h1', language: 'marathi' },
  { name: 'Study Planner (en)', path: '/study-planner', mainSelector: '[data-testid="plan-empty"]', signedIn: true },
  { name: 'Study Planner (mr)', path: '/study-planner', mainSelector: '[data-testid="plan-empty"]', signedIn: true, language: 'marathi' },
  // "main content" here is the first map paint: the outlines drawn (issue 17)
  { name: 'Map Master (en)', path: '/maps', mainSelector: '[data-testid="map"][data-outlines="drawn"]', signedIn: true },
];

/**
 * The maps route entered from inside the app (signed in on the Study Planner, then a client-side navigation to
 * /maps), throttled: ms from the navigation to the outlines drawn — the route's own cost (its chunks, its API
 * calls, Leaflet's first draw), without the app's boot that every cold page load pays.
 */
async function mapsInApp(browser: Browser, url: string, storageState: BrowserContextOptions['storageState']): Promise<number> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, storageState });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latencyMs,
    downloadThroughput: THROTTLE.downBps,
    uploadThroughput: THROTTLE.upBps,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuRate });
  await page.goto('/study-planner', { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForSelector('[data-testid="plan-empty"]', { timeout: 30_000 });
  await page.evaluate(() => {
    const w = window as unknown as { __t0: number; __paint: number | null };
    w.__paint = null;
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="map"][data-outlines="drawn"]')) {
        w.__paint = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
    w.__t0 = performance.now();
    history.pushState({}, '', '/maps');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForSelector('[data-testid="map"][data-outlines="drawn"]', { timeout: 30_000 });
  const ms = await page.evaluate(() => {
    const w = window as unknown as { __t0: number; __paint: number | null };
    return (w.__paint ?? performance.now()) - w.__t0;
  });
  await context.close();
  return Math.round(ms);
}

/** BENCH_PAGES=en runs the English pages only. */
const SCENARIOS = process.env.BENCH_PAGES === 'en' ? ALL_SCENARIOS.filter((s) => !s.language) : ALL_SCENARIOS;

async function measureWeb() {
  (buildWebIfNeeded as () => boolean)();
  const dataDir = mkdtempSync(join(tmpdir(), 'abhyas-bench-'));
  const { url, child } = await startServer(['src/server/main.ts'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
    NODE_ENV: 'development',
    TEST_PHONE_NUMBERS: TEST_PHONE,
    TEST_OTP_CODE: TEST_OTP,
  });
  const browser = await chromium.launch({
    executablePath: (chromiumPath as () => string)(),
    args: CHROMIUM_ARGS as string[],
  });
  const results: { scenario: Scenario; wire: PageRun; lcpMs: number | null; mainMs: number | null }[] = [];
  const mapPaints: number[] = [];
  try {
    const state = await signInState(browser, url);
    for (const scenario of SCENARIOS) {
      const storage = scenario.signedIn ? state : undefined;
      // Warm the server (first query plans, file handles), then the throttled cold loads.
      await loadPage(browser, url, scenario, false, storage);
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadPage(browser, url, scenario, true, storage));
      const lcps = runs.map((r) => r.lcpMs).filter((v): v is number => v !== null);
      const mains = runs.map((r) => r.mainMs).filter((v): v is number => v !== null);
      results.push({ scenario, wire: runs[0]!, lcpMs: lcps.length ? median(lcps) : null, mainMs: mains.length ? median(mains) : null });
    }
    if (SCENARIOS.some((x) => x.path === '/maps')) for (let i = 0; i < RUNS; i++) mapPaints.push(await mapsInApp(browser, url, state));
  } finally {
    await browser.close();
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const dist = 'dist/web';
  let css = 0;
  for (const f of readdirSync(join(dist, 'assets')))
    if (f.endsWith('.css')) css += gzipSync(readFileSync(join(dist, 'assets', f)), { level: 9 }).length;
  const devBuild = !(isProductionBuild as () => boolean)();
  return { results, css, devBuild, mapPaintMs: mapPaints.length ? median(mapPaints) : null };
}

/** Scripts /maps loads that the Study Planner does not: the maps route's own JS, gzip -9 from dist/web. */
function mapsOwnJs(results: { scenario: Scenario; wire: PageRun }[]) {
  const files = (name: string) => results.find((r) => r.scenario.name === name)?.wire.files;
  const maps = files('Map Master (en)');
  const planner = files('Study Planner (en)');
  if (!maps || !planner) return null;
  const shared = new Set(planner.map((f) => f.path));
  const own = maps.filter((f) => (f.kind === 'script' || f.kind === 'stylesheet' || f.kind === 'fetch') && !shared.has(f.path));
  const gz = (kind: string) =>
    own
      .filter((f) => f.kind === kind)
      .reduce((n, f) => n + (existsSync(join('dist/web', f.path)) ? gzipSync(readFileSync(join('dist/web', f.path)), { level: 9 }).length : 0), 0);
  return { js: gz('script'), css: gz('stylesheet'), scripts: own.filter((f) => f.kind === 'script').map((f) => f.path.replace(/^\/assets\//, '')) };
}

async function measureApi() {
  const hello = await startServer(['bench/hello-server.ts'], { PORT: '0' });
  const helloRps = await rps(`${hello.url}/`);
  await stop(hello.child);

  const dataDir = mkdtempSync(join(tmpdir(), 'abhyas-bench-'));
  const app = await startServer(['src/server/main.ts'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SESSION_SECRET: 'b'.repeat(48),
    DATABASE_URL: '',
    // production refuses the console SMS sender; these are never called by the bench
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'ACbench',
    TWILIO_AUTH_TOKEN: 'bench',
    TWILIO_FROM: '+15550000000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  const sessionRps = await rps(`${app.url}/api/auth/session`);
  const healthRps = await rps(`${app.url}/api/health`);
  await stop(app.child);
  rmSync(dataDir, { recursive: true, force: true });
  return { helloRps, sessionRps, healthRps };
}

const web = SKIP_WEB ? { results: [], css: 0, devBuild: false, mapPaintMs: null } : await measureWeb();
const api = SKIP_API ? null : await measureApi();
const sec = (ms: number | null) => (ms === null ? 'not measured' : `${(ms / 1000).toFixed(2)} s`);
type Row = [string, string, string, boolean];
const rows: Row[] = [];
for (const { scenario, wire, lcpMs, mainMs } of web.results) {
  const b = wire.bytes;
  const budget = BUDGET.pages[scenario.name as keyof typeof BUDGET.pages];
  const split = `js ${kb(b.script)} · css ${kb(b.stylesheet)} · fonts ${kb(b.font)} · html ${kb(b.document)} · api ${kb(b.fetch)} · other ${kb(b.other)}`;
  rows.push([
    `${scenario.name}: transferred`,
    `${kb(wire.total)} KB in ${wire.requests} requests`,
    budget ? `≤ ${budget.transferKb} KB` : 'reported',
    budget ? kb(wire.total) <= budget.transferKb : true,
  ]);
  rows.push([`  by kind (KB on the wire)`, split, '', true]);
  if (process.env.BENCH_VERBOSE === '1')
    for (const f of wire.files) console.log(`      ${f.kind.padEnd(10)} ${String(f.bytes).padStart(7)}  ${f.path}`);
  rows.push([`  fonts`, wire.fonts.length ? wire.fonts.join(', ') : 'none', '', true]);
  rows.push([
    `  JS (gzip -9 of the files)`,
    `${kb(wire.jsGzip)} KB in ${wire.scripts} files`,
    budget?.jsKb ? `≤ ${budget.jsKb} KB` : 'reported',
    budget?.jsKb ? kb(wire.jsGzip) <= budget.jsKb : true,
  ]);
  if (budget?.lcpMs !== undefined)
    rows.push([`  LCP, throttled (median of ${RUNS})`, sec(lcpMs), `≤ ${sec(budget.lcpMs)}`, lcpMs !== null && lcpMs <= budget.lcpMs]);
  else rows.push([`  LCP, throttled (median of ${RUNS})`, sec(lcpMs), 'reported', true]);
  if (budget?.mainMs !== undefined)
    rows.push([`  main content, throttled`, sec(mainMs), `≤ ${sec(budget.mainMs)}`, mainMs !== null && mainMs <= budget.mainMs]);
  else rows.push([`  main content, throttled`, sec(mainMs), 'reported', true]);
}
const ownMaps = mapsOwnJs(web.results);
if (ownMaps) {
  rows.push([
    "maps route's own JS (gzip -9)",
    `${kb(ownMaps.js)} KB in ${ownMaps.scripts.join(', ')}`,
    `≤ ${BUDGET.mapsOwnJsKb} KB`,
    kb(ownMaps.js) <= BUDGET.mapsOwnJsKb,
  ]);
  rows.push(["maps route's own CSS (gzip -9)", `${kb(ownMaps.css)} KB`, 'reported', true]);
}
if (web.mapPaintMs !== null)
  rows.push([
    `first map paint, in-app, throttled (median of ${RUNS})`,
    sec(web.mapPaintMs),
    `≤ ${sec(BUDGET.mapsFirstPaintMs)}`,
    web.mapPaintMs <= BUDGET.mapsFirstPaintMs,
  ]);
if (!SKIP_WEB) rows.push(['served encodings', [...new Set(web.results.flatMap((r) => [...r.wire.encodings]))].sort().join(' '), '', true]);
if (!SKIP_WEB) rows.push(['production build (no React dev build)', web.devBuild ? 'DEVELOPMENT build served' : 'yes', 'required', !web.devBuild]);
if (!SKIP_WEB) rows.push(['total CSS (gzip)', `${kb(web.css)} KB`, `≤ ${BUDGET.cssKb} KB`, kb(web.css) <= BUDGET.cssKb]);
if (api) {
  const ratio = api.sessionRps / api.helloRps;
  rows.push(['bare Fastify hello-world', `${api.helloRps} req/s`, 'baseline', true]);
  rows.push([
    'GET /api/auth/session (no cookie)',
    `${api.sessionRps} req/s (${Math.round(ratio * 100)}% of hello)`,
    `≥ ${BUDGET.sessionVsHello * 100}%`,
    ratio >= BUDGET.sessionVsHello,
  ]);
  rows.push(['GET /api/health (real query)', `${api.healthRps} req/s`, 'reported', true]);
}
console.log(
  `throttled profile: ${THROTTLE.cpuRate}× CPU, ${(THROTTLE.downBps * 8) / 1024 / 1024} Mbps down, ${THROTTLE.latencyMs} ms RTT; cold cache, 390×844`,
);
for (const [name, value, budget, ok] of rows) console.log(`${ok ? 'ok  ' : 'OVER'}  ${name.padEnd(38)} ${value.padEnd(60)} ${budget}`);
process.exit(rows.every((r) => r[3]) ? 0 : 1);
