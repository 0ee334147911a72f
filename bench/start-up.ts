/**
 * npm run bench:start — how long `npm start` takes to serve, and the server's memory once idle (issue 9 targets: warm
 * start under 3 s, idle RSS under 350 MB on PGlite). Runs scripts/start.mjs (web and server bundle already built:
 * the first, cold run builds what is stale, creates the PGlite directory and seeds the library) BENCH_RUNS more times
 * (default 3) on the same data directory, timing each from spawn to "serving" and reading RSS (the process and its
 * threads) after BENCH_IDLE_MS (default 5000) of idle.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5000);
const dataDir = mkdtempSync(join(tmpdir(), 'abhyas-start-'));

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function start(): Promise<{ seconds: number; rss: number; log: string }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const seconds = await new Promise<number>((resolve, reject) => {
    const on = (d: Buffer) => {
      log += String(d);
      if (/serving on/.test(log)) resolve((performance.now() - t0) / 1000);
    };
    child.stdout.on('data', on);
    child.stderr.on('data', on);
    child.on('exit', (code) => reject(new Error(`start exited (${code}): ${log}`)));
  });
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const rss = rssMb(child.pid!);
  await new Promise<void>((r) => {
    child.removeAllListeners('exit');
    child.on('exit', () => r());
    child.kill('SIGTERM');
  });
  return { seconds, rss, log };
}

const phase = (log: string) => (/content library unchanged \(files not parsed\)/.test(log) ? 'library not parsed' : 'library parsed/seeded');
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const cold = await start();
console.log(`cold (new data directory): ${cold.seconds.toFixed(2)} s to serve, idle RSS ${cold.rss.toFixed(0)} MB (${phase(cold.log)})`);
const warm: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const r = await start();
  warm.push(r.seconds);
  console.log(`warm ${i + 1}: ${r.seconds.toFixed(2)} s to serve, idle RSS ${r.rss.toFixed(0)} MB (${phase(r.log)})`);
}
const sorted = [...warm].sort((a, b) => a - b);
console.log(
  `warm start median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} s, best ${sorted[0]!.toFixed(2)} s (load average ${loadavg()[0]!.toFixed(2)})`,
);
