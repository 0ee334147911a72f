/**
 * Child process for the shutdown test: writes to a PGlite directory in a loop until a signal arrives,
 * shutting down the way main.ts does.
 */
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/database';
import { installGracefulShutdown } from '../shutdown';

const dir = process.argv[2];
if (!dir) throw new Error('usage: write-loop <pglite-dir>');
const db = await openDatabase({ pgliteDir: dir });
await migrateToLatest(db.kysely);
await sql`create table if not exists write_probe (id serial primary key, batch bigint not null, payload text not null)`.execute(db.kysely);
let stopping = false;
installGracefulShutdown(
  async () => {
    stopping = true;
    await db.close();
  },
  () => {},
);

// Batch ids differ between runs, so each batch's rows can be counted after several runs.
const base = Date.now();
let n = 0;
let batch = base;
for (;;) {
  if (stopping) break;
  n++;
  batch = base + n;
  // 10 rows per transaction: after any stop, the row count must be a multiple of 10.
  await db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < 10; i++) {
      await sql`insert into write_probe (batch, payload) values (${batch}, ${'x'.repeat(500)})`.execute(trx);
    }
  });
  if (n === 5) process.stdout.write('ready\n');
  await new Promise((r) => setImmediate(r));
}
