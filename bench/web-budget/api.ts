/**
 * The throughput half of bench/web-budget: requests/s of GET /api/auth/session (no cookie) vs a bare Fastify
 * hello-world, same process settings, and GET /api/health (a real query) beside it — autocannon over loopback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer, stop } from './servers';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

async function rps(url: string): Promise<number> {
  // warm-up, then the measured run
  await autocannon({ url, connections: 20, duration: 2 });
  const r = await autocannon({ url, connections: 50, duration: DURATION, pipelining: 1 });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return Math.round(r.requests.average);
}

export async function measureApi() {
  const hello = await startServer(['bench/hello-server.ts'], { PORT: '0' });
  const helloRps = await rps(`${hello.url}/`);
  await stop(hello.child);

  const dataDir = mkdtempSync(join(tmpdir(), 'abhyas-bench-'));
  const app = await startServer(['src/server/main.ts'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SESSION_SECRET: 'b'.repeat(48),
    DATABASE_URL: '',
    // production refuses the console SMS sender; these are never called by the bench
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'ACbench',
    TWILIO_AUTH_TOKEN: 'bench',
    TWILIO_FROM: '+15550000000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  const sessionRps = await rps(`${app.url}/api/auth/session`);
  const healthRps = await rps(`${app.url}/api/health`);
  await stop(app.child);
  rmSync(dataDir, { recursive: true, force: true });
  return { helloRps, sessionRps, healthRps };
}
