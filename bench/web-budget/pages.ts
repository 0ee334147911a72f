/**
 * The browser half of bench/web-budget: cold loads of each page in Chromium (bytes on the wire per resource kind from
 * CDP Network events, the gzip -9 size of the scripts it loaded, LCP and "main content" on a throttled phone), the
 * maps route's first paint entered from inside the app and its own JS, and the total CSS of the build.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContextOptions, type CDPSession } from 'playwright-core';
// @ts-expect-error — plain .mjs helpers
import { buildWebIfNeeded, isProductionBuild } from '../../scripts/web-build.mjs';
// @ts-expect-error — plain .mjs helpers
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium-path.mjs';
import { startServer, stop } from './servers';
import { median } from '../support/stats';

/** Throttled loads per page (the median is reported). */
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** Slow 4G on a low-end phone, as Lighthouse's mobile profile: 1.6 Mbps down, 750 kbps up, 150 ms RTT, 4× CPU. */
export const THROTTLE = { latencyMs: 150, downBps: (1.6 * 1024 * 1024) / 8, upBps: (750 * 1024) / 8, cpuRate: 4 };

/** The phone the budget is measured on: its network and CPU (Chromium DevTools protocol). */
async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latencyMs,
    downloadThroughput: THROTTLE.downBps,
    uploadThroughput: THROTTLE.upBps,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuRate });
}
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
    await throttle(cdp);
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
  await throttle(cdp);
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

export async function measureWeb() {
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
export function mapsOwnJs(results: { scenario: Scenario; wire: PageRun }[]) {
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
