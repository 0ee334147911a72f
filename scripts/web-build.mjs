/** Builds the web into dist/web when it is missing or older than its sources. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['index.html', 'vite.config.ts', 'src/web', 'src/shared', 'public', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = 0;
  for (const e of readdirSync(path)) m = Math.max(m, newest(join(path, e)));
  return m;
}

export function webIsStale(root = process.cwd()) {
  const built = join(root, 'dist/web/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newest(join(root, s)) > builtAt);
}

export function buildWebIfNeeded(root = process.cwd(), log = console.log) {
  if (!webIsStale(root)) return false;
  log('Building the web app (vite build)…');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfNeeded();
