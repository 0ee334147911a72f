/** Builds the web into dist/web when it is missing, older than its sources, or not a production build. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['index.html', 'vite.config.ts', 'src/web', 'src/shared', 'scripts/precompress.mjs', 'public', 'package-lock.json'];
/** Written by the build (vite.config.ts): { production, nodeEnv, mode, builtAt, precompressed }. */
export const BUILD_INFO = 'dist/web/.build-info.json';

/** The newest modification time under a path (0 when it does not exist). */
export function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = 0;
  for (const e of readdirSync(path)) m = Math.max(m, newest(join(path, e)));
  return m;
}

/** The build marker, or null when there is none (no build, or one made before the marker existed). */
export function readBuildInfo(root = process.cwd()) {
  try {
    return JSON.parse(readFileSync(join(root, BUILD_INFO), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * True only for a marked production build whose scripts hold no React development code (its JSX
 * runtime's `jsxDEV`): a copy of dist/web from elsewhere, or an old build without the marker, fails.
 */
export function isProductionBuild(root = process.cwd()) {
  if (readBuildInfo(root)?.production !== true) return false;
  const assets = join(root, 'dist/web/assets');
  if (!existsSync(assets)) return false;
  return !readdirSync(assets).some((f) => f.endsWith('.js') && /\bjsxDEV\b/.test(readFileSync(join(assets, f), 'utf8')));
}

export function webIsStale(root = process.cwd()) {
  const built = join(root, 'dist/web/index.html');
  if (!existsSync(built) || !isProductionBuild(root)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newest(join(root, s)) > builtAt);
}

/** Always a production build: NODE_ENV is forced here and again in vite.config.ts. */
export function buildWeb(root = process.cwd(), log = console.log) {
  log('Building the web app (vite build, production)…');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

export function buildWebIfNeeded(root = process.cwd(), log = console.log) {
  if (!webIsStale(root)) return false;
  buildWeb(root, log);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfNeeded();
