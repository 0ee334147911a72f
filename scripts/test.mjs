/**
 * npm test — everything, in order, stopping at the first failure:
 * typecheck, lint, content check, unit + API integration on PGlite, the integration suite again on a
 * real PostgreSQL (TEST_DATABASE_URL, or a throw-away cluster when the server binaries are installed),
 * then end-to-end in Chromium.
 */
import { spawnSync } from 'node:child_process';
import { startCluster } from './pg-cluster.mjs';

const node = process.execPath;
const steps = [];
function run(name, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  steps.push(`${r.status === 0 ? '✓' : '✗'} ${name} (${secs} s)`);
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    console.log(steps.join('\n'));
    process.exit(r.status ?? 1);
  }
}

const bin = (p) => `node_modules/${p}`;
run('typecheck', [bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']);
run('lint', [bin('eslint/bin/eslint.js'), '.', '--max-warnings=0']);
run('content check', ['--import', 'tsx', 'scripts/content-check.ts', 'content']);
run('unit + integration (PGlite)', [bin('vitest/vitest.mjs'), 'run']);

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
    run('integration (PostgreSQL)', [bin('vitest/vitest.mjs'), 'run', 'src/server'], { TEST_DATABASE_URL: pgUrl });
  } finally {
    cluster?.stop();
  }
} else if (process.env.CI) {
  console.error('CI needs PostgreSQL for the second integration run (apt-get install postgresql)');
  process.exit(1);
} else {
  steps.push('- integration (PostgreSQL) skipped: no server binaries (apt-get install postgresql)');
}

run('end-to-end (Chromium)', ['e2e/run.mjs']);
console.log(`\n${steps.join('\n')}`);
