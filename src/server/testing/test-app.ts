import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { loadContent, type ContentLibrary } from '../content/load';
import type { Db } from '../db/database';
import { seedContent } from '../modules/content/seed';
import { openTestDb } from './test-db';

/** A tiny stand-in for `dist/web` so SPA and caching behaviour are testable without a web build. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'abhyas-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Abhyas</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
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
}

/** A test number every test app accepts (unless env overrides it); see signInTestUser. */
export const TEST_USER_PHONE = '9000000099';
export const TEST_USER_OTP = '123456';

/**
 * Signs the test number in through the real OTP route and returns the `cookies` option for inject().
 * The user is on a fresh trial, so guarded routes answer.
 */
export async function signInTestUser(app: FastifyInstance, phoneNumber = TEST_USER_PHONE): Promise<{ abhyas_session: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { phoneNumber, code: TEST_USER_OTP } });
  const cookie = res.cookies.find((c) => c.name === 'abhyas_session');
  if (res.statusCode !== 200 || !cookie) throw new Error(`test sign-in failed: ${res.statusCode} ${res.body}`);
  return { abhyas_session: cookie.value };
}

let library: ContentLibrary | undefined;
/** content/, loaded once per test process. */
export function testLibrary(): ContentLibrary {
  library ??= loadContent(resolve('content'));
  return library;
}

export async function createTestApp({ env = {}, extend, deps = {}, seed = false }: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'abhyas-data-'));
  const config = loadConfig({
    NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: fakeWebDist(),
    TEST_PHONE_NUMBERS: TEST_USER_PHONE, TEST_OTP_CODE: TEST_USER_OTP,
    ...env,
  });
  const db = await openTestDb();
  if (seed) await seedContent(db.kysely, testLibrary());
  const app = await buildApp(config, { ...deps, db });
  extend?.(app, { db, config });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
