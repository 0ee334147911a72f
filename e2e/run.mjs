/** End-to-end tests in Debian's Chromium, driven by playwright-core under Vitest. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './support/chromium-path.mjs';

if (!chromiumPath()) {
  const msg = 'Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)';
  if (process.env.CI) {
    console.error(msg);
    process.exit(1);
  }
  console.warn(`${msg}: end-to-end tests skipped`);
  process.exit(0);
}
if (!existsSync('node_modules/vitest/vitest.mjs')) throw new Error('run npm install first');
const r = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
