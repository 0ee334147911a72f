import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { loadContent, type ContentLibrary } from '../content/load';
import type { Db } from '../db/database';
import { seedContent } from '../modules/content/seed';
import { precompressDir } from '../../../scripts/precompress.mjs';
import { cachedLibrary } from './templates';
import { openTestDb } from './test-db';

/** A tiny stand-in for `dist/web` (with its .br/.gz siblings) so SPA, caching and encoding are testable without a web build. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'abhyas-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Abhyas</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  precompressDir(dir); // as the build does (vite.config.ts)
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Seeds a (changed) library, as a start-up after content/ changed would. */
  reseed(lib: ContentLibrary): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Extra routes a test needs, added before the app is ready. */
  extend?: (app: FastifyInstance, ctx: { db: Db; config: Config }) => void;
  deps?: Omit<AppDeps, 'db'>;
  /**
   * Seed the whole content library from content/ (about a second on PGlite, plus loading the files):
   * only the files whose tests read content ask for it.
   */
  seed?: boolean;
  /** Sees every SQL statement the app (and the test) runs: round-trip counts (issue 9). */
  onQuery?: (sql: string) => void;
}

let library: ContentLibrary | undefined;
/** content/, loaded once per test process: from the run's parsed copy (testing/templates.ts) when there is one. */
export function testLibrary(): ContentLibrary {
  library ??= cachedLibrary() ?? loadContent(resolve('content'));
  return library;
}

export async function createTestApp({ env = {}, extend, deps = {}, seed = false, onQuery }: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'abhyas-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: fakeWebDist(),
    // load shedding (on in development and production) would answer 503 while other apps' PGlite start-ups block
    // this test process's one event loop; http/load-shedding.test.ts tests it on its own
    LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const db = await openTestDb({ onQuery, seeded: seed });
  if (seed && !db.seeded) await seedContent(db.kysely, testLibrary());
  const app = await buildApp(config, { ...deps, db });
  extend?.(app, { db, config });
  await app.ready();
  return {
    app,
    db,
    config,
    async reseed(lib) {
      await seedContent(db.kysely, lib);
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
