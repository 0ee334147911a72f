/**
 * npm test — everything, in order, stopping at the first failure: typecheck, lint, format check and content check
 * (side by side), unit + API integration on PGlite, the integration suite again on a real PostgreSQL
 * (TEST_DATABASE_URL, or a throw-away cluster when the server binaries are installed) for the src/server test files
 * that reach the database (scripts/db-tests.mjs), then end-to-end in Chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { splitDbTests } from './db-tests.mjs';
import { startCluster } from './pg-cluster.mjs';

// Vitest also writes a JSON report per run, so the closing line can count every test that ran.
const reports = mkdtempSync(join(tmpdir(), 'abhyas-test-'));
let reportNo = 0;
const counted = { passed: 0, failed: 0, skipped: 0 };
function withReport(args) {
  const file = join(reports, `${++reportNo}.json`);
  return { args: [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], file };
}
function count(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  counted.passed += r.numPassedTests ?? 0;
  counted.failed += r.numFailedTests ?? 0;
  counted.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

const node = process.execPath;
const steps = [];
function run(name, args, env = {}, report) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (report) count(report);
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  steps.push(`${r.status === 0 ? '✓' : '✗'} ${name} (${secs} s)`);
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    console.log(steps.join('\n'));
    console.log(`Tests: ${counted.passed} passed, ${Math.max(counted.failed, 1)} failed`);
    process.exit(r.status ?? 1);
  }
}

/**
 * The static checks are one process each and single-threaded: they run side by side, one per core (the longest
 * first), each one's output printed whole when it ends. Any failure stops npm test once the running ones end.
 */
async function runChecks(checks) {
  const queue = [...checks];
  const failed = [];
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const [name, args] = check;
      const started = Date.now();
      const child = spawn(node, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${name} (${secs} s)${output.trim() ? `\n${output.trimEnd()}` : ''}`);
      steps.push(`${status === 0 ? '✓' : '✗'} ${name} (${secs} s)`);
      if (status !== 0) failed.push({ name, status });
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), checks.length) }, lane));
  if (failed.length) {
    for (const f of failed) console.error(`\n✗ ${f.name} failed`);
    console.log(steps.join('\n'));
    console.log(`Tests: ${counted.passed} passed, ${Math.max(counted.failed, 1)} failed`);
    process.exit(failed[0].status);
  }
}

const bin = (p) => `node_modules/${p}`;
const checksStarted = Date.now();
await runChecks([
  ['typecheck', [bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']],
  ['lint', [bin('eslint/bin/eslint.js'), '.', '--max-warnings=0']],
  ['format', [bin('prettier/bin/prettier.cjs'), '--check', '.', '--log-level=warn']],
  ['content check', ['--import', 'tsx', 'scripts/content-check.ts', 'content']],
]);
steps.push(`  static checks side by side: ${((Date.now() - checksStarted) / 1000).toFixed(1)} s`);
const unit = withReport([bin('vitest/vitest.mjs'), 'run']);
run('unit + integration (PGlite)', unit.args, {}, unit.file);

let pgUrl = process.env.TEST_DATABASE_URL;
let cluster = null;
if (!pgUrl) {
  cluster = await startCluster().catch((e) => {
    console.warn(`could not start a PostgreSQL cluster: ${e.message}`);
    return null;
  });
  pgUrl = cluster?.url;
}
if (pgUrl) {
  try {
    // the same SQL on a real server: only the files that reach the database; pure unit tests ran once above
    const { db, free } = splitDbTests();
    console.log(`\nPostgreSQL run: ${db.length} test files reach the database; ${free.length} DB-free files skipped (they ran on PGlite)`);
    const pgRun = withReport([bin('vitest/vitest.mjs'), 'run', ...db]);
    run(`integration (PostgreSQL, ${db.length} files)`, pgRun.args, { TEST_DATABASE_URL: pgUrl }, pgRun.file);
  } finally {
    cluster?.stop();
  }
} else if (process.env.CI) {
  console.error('CI needs PostgreSQL for the second integration run (apt-get install postgresql)');
  process.exit(1);
} else {
  steps.push('- integration (PostgreSQL) skipped: no server binaries (apt-get install postgresql)');
}

const e2e = join(reports, 'e2e.json');
run('end-to-end (Chromium)', ['e2e/run.mjs', '--reporter=default', '--reporter=json', `--outputFile.json=${e2e}`], {}, e2e);
console.log(`\n${steps.join('\n')}`);
console.log(`Tests: ${counted.passed} passed, ${counted.failed} failed${counted.skipped ? `, ${counted.skipped} skipped` : ''}`);
