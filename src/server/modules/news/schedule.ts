import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NewsIngestResponse } from '@shared/news';

/**
 * Live ingest in the server: once when it is ready, then every `intervalMinutes`; stopped (and waited for) when
 * it closes. One run at a time: a tick while a run is going is skipped.
 */
export function newsSchedule(run: () => Promise<NewsIngestResponse>, intervalMinutes: number, log: { error(o: object, m: string): void }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return running;
    running = run()
      .catch((err: unknown) => log.error({ err }, 'news ingest failed'))
      .finally(() => (running = null));
    return running;
  };
  return {
    /** runs now, or waits for the run under way */
    runNow: async (): Promise<NewsIngestResponse> => {
      while (running) await running;
      return run();
    },
    start() {
      void tick();
      timer = setInterval(() => void tick(), intervalMinutes * 60_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

/**
 * `npm run news:ingest` beside a running server: the embedded database (PGlite) belongs to one process, so the
 * script asks the server to ingest. The server leaves its address and a random token in DATA_DIR (mode 0600) while
 * it listens; the script reads them and calls POST /api/news/ingest with the token.
 */
export const HANDSHAKE_FILE = 'news-ingest.json';
export interface Handshake {
  url: string;
  token: string;
  pid: number;
}

export function writeHandshake(dataDir: string, port: number): Handshake {
  const hs: Handshake = { url: `http://127.0.0.1:${port}`, token: randomBytes(32).toString('hex'), pid: process.pid };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, HANDSHAKE_FILE), JSON.stringify(hs), { mode: 0o600 });
  return hs;
}

export function removeHandshake(dataDir: string) {
  rmSync(join(dataDir, HANDSHAKE_FILE), { force: true });
}
