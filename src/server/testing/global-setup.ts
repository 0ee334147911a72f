import { performance } from 'node:perf_hooks';
import { buildPgliteTemplates, buildPgTemplates, PG_TEMPLATE_ENV, TEMPLATE_DIR_ENV, templateHash } from './templates';

/**
 * Vitest global setup: builds the test databases' templates once per run (templates.ts), before any test file
 * starts; every file then copies one instead of running initdb, the migrations, the YAML parse and the seed itself.
 */
export default async function setup(): Promise<void> {
  const started = performance.now();
  const hash = templateHash();
  const { dir, lib } = await buildPgliteTemplates(hash);
  process.env[TEMPLATE_DIR_ENV] = dir;
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) process.env[PG_TEMPLATE_ENV] = await buildPgTemplates(admin, hash, lib);
  console.log(`test database templates ${hash} ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
