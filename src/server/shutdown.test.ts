import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';

function runWriter(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'testing/write-loop.ts'), dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += String(d)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`writer exited early (${code}): ${stderr}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exited };
}

describe('graceful shutdown', () => {
  it('SIGTERM mid-write leaves PGlite consistent, and it reopens and keeps writing', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'abhyas-kill-')), 'pglite');
    for (let round = 1; round <= 2; round++) {
      const w = runWriter(dir);
      await w.ready;
      await new Promise((r) => setTimeout(r, 150)); // let it be mid-transaction
      w.child.kill('SIGTERM');
      expect(await w.exited).toBe(0);

      const db = await openDatabase({ pgliteDir: dir });
      const { rows } = await sql<{
        n: number;
        batches: number;
      }>`select count(*)::int as n, count(distinct batch)::int as batches from write_probe`.execute(db.kysely);
      const r = rows[0]!;
      expect(r.n).toBeGreaterThanOrEqual(50 * round);
      expect(r.n % 10).toBe(0); // no half-written transaction survived
      const torn = await sql<{
        n: number;
      }>`select count(*)::int as n from (select batch from write_probe group by batch having count(*) <> 10) t`.execute(db.kysely);
      expect(torn.rows[0]!.n).toBe(0); // every committed batch is whole
      expect(r.batches).toBe(r.n / 10);
      const check = await sql<{ ok: number }>`select count(*)::int as ok from users`.execute(db.kysely);
      expect(check.rows[0]!.ok).toBe(0);
      await db.close();
    }
  }, 60_000);
});
