import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { E2E_ADMIN_PHONES, E2E_TEST_OTP, E2E_TEST_PHONES } from './test-data';
// @ts-expect-error — plain .mjs helper shared with npm start
import { buildWebIfNeeded } from '../../scripts/web-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Builds the web if needed and starts the real server (PGlite in a temp dir) on a free loopback port. */
export default async function setup(project: TestProject) {
  (buildWebIfNeeded as (root?: string) => boolean)(process.cwd());
  const dataDir = mkdtempSync(join(tmpdir(), 'abhyas-e2e-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    // each spec signs in with its own test number (e2e/support/test-data.ts), so specs can run in parallel
    TEST_PHONE_NUMBERS: E2E_TEST_PHONES.join(','),
    TEST_OTP_CODE: E2E_TEST_OTP,
    ADMIN_PHONES: E2E_ADMIN_PHONES.join(','),
    RAZORPAY_KEY_ID: '',
    RAZORPAY_KEY_SECRET: '',
    ENABLE_TEST_CHECKOUT: 'true',
  });
  const app = await buildApp(config);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseURL', address);
  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
