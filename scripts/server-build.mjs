/**
 * Bundles the server into dist/server with the esbuild that vite ships (issue 9): `npm start` then runs plain
 * JavaScript — no TypeScript transform at every start (tsx cost 3.0–3.5 s of it). Packages stay in node_modules
 * (imported at run time, the model SDKs only when first used); only our own code is bundled. The PGlite worker is
 * plain JavaScript and is copied beside the bundle; the job workers (PDF export, question import) are bundled as entries of their own.
 */
import { copyFileSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newest } from './web-build.mjs';

export const SERVER_DIST = 'dist/server';
export const WORKER_BOOT = "import { workerData } from 'node:worker_threads';\nawait import(workerData.entry.replace(/\\.ts$/, '.js'));\n";
const SOURCES = ['src/server', 'src/shared', 'package-lock.json', 'tsconfig.json', 'scripts/server-build.mjs'];

export function serverIsStale(root = process.cwd()) {
  const built = join(root, SERVER_DIST, 'main.js');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newest(join(root, s)) > builtAt);
}

export async function buildServer(root = process.cwd(), log = console.log) {
  const started = performance.now();
  const { build } = await import('esbuild');
  const out = join(root, SERVER_DIST);
  mkdirSync(out, { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'src/server/main.ts',
      // the jobs server/worker.ts runs in their own threads, each bundled as its own entry
      'pdf-worker': 'src/server/modules/topic/pdf-worker.ts',
      'import-worker': 'src/server/modules/admin/import-worker.ts',
      'news-pdf-worker': 'src/server/modules/news/news-pdf-worker.ts',
    },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
    legalComments: 'none',
  });
  copyFileSync(join(root, 'src/server/db/pglite-worker.mjs'), join(out, 'pglite-worker.mjs'));
  // server/worker.ts boots every job thread with `worker-boot.mjs` beside itself, naming the job's module as its .ts
  // source (new URL('./pdf-worker.ts', import.meta.url)): in the bundle that is the bundled .js, with no tsx to register
  writeFileSync(join(out, 'worker-boot.mjs'), WORKER_BOOT);
  log(`Built the server into ${SERVER_DIST} (esbuild, ${Math.round(performance.now() - started)} ms)`);
}

export async function buildServerIfNeeded(root = process.cwd(), log = console.log) {
  if (!serverIsStale(root)) return false;
  await buildServer(root, log);
  return true;
}
