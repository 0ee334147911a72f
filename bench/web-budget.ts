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
 * This file holds the budgets and prints the report; the measuring is in bench/web-budget/: pages.ts (Chromium),
 * api.ts (autocannon) and servers.ts (the servers both start).
 */
import { measureApi } from './web-budget/api';
import { mapsOwnJs, measureWeb, RUNS, THROTTLE } from './web-budget/pages';

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
/** BENCH_WEB_ONLY=1 skips the throughput part, BENCH_API_ONLY=1 the browser part. */
const SKIP_API = process.env.BENCH_WEB_ONLY === '1';
const SKIP_WEB = process.env.BENCH_API_ONLY === '1';
const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

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
