import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeWebDist } from '../src/server/testing/test-app';
import { buildServer, serverIsStale } from './server-build.mjs';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the server bundle (npm start runs it, issue 9)', () => {
  it('is stale when missing or older than a source, fresh otherwise', () => {
    const root = mkdtempSync(join(tmpdir(), 'abhyas-server-build-'));
    roots.push(root);
    mkdirSync(join(root, 'src/server'), { recursive: true });
    writeFileSync(join(root, 'src/server/main.ts'), '');
    expect(serverIsStale(root)).toBe(true);
    mkdirSync(join(root, 'dist/server'), { recursive: true });
    writeFileSync(join(root, 'dist/server/main.js'), '');
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'src/server/main.ts'), past, past);
    expect(serverIsStale(root)).toBe(false);
    utimesSync(join(root, 'src/server/main.ts'), new Date(), new Date(Date.now() + 60_000));
    expect(serverIsStale(root)).toBe(true);
  });

  it('builds, and runs with plain node (no TypeScript loader): PGlite in its thread answers the health check', async () => {
    await buildServer(process.cwd(), () => {});
    const dataDir = mkdtempSync(join(tmpdir(), 'abhyas-bundle-data-'));
    roots.push(dataDir);
    const child = spawn(process.execPath, [join(process.cwd(), 'dist/server/main.js')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', WEB_DIST: fakeWebDist() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      const address = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (d) => {
          out += String(d);
          const m = /serving on (http:\/\/[^ ]+)/.exec(out);
          if (m) resolve(m[1]!);
        });
        child.stderr.on('data', (d) => (out += String(d)));
        child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
      });
      const res = await fetch(`${address}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', db: 'pglite' });
      // every job thread of server/worker.ts has its bundled module, and the bundle's boot finds it from the .ts name
      for (const f of ['worker-boot.mjs', 'pdf-worker.js', 'import-worker.js']) expect(existsSync(join(process.cwd(), 'dist/server', f))).toBe(true);
      const dist = join(process.cwd(), 'dist/server');
      writeFileSync(
        join(dist, 'echo-job.js'),
        "import { parentPort, workerData } from 'node:worker_threads';\nparentPort.postMessage(workerData.input);\n",
      );
      const echoed = await new Promise((resolve, reject) => {
        const w = new Worker(join(dist, 'worker-boot.mjs'), {
          workerData: { entry: pathToFileURL(join(dist, 'echo-job.ts')).href, input: 'from the bundle' },
        });
        w.once('message', resolve);
        w.once('error', reject);
      });
      expect(echoed).toBe('from the bundle');
    } finally {
      child.kill('SIGKILL');
    }
  }, 180_000);
});
