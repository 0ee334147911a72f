import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect';
import type { PGliteLike } from './pglite-thread';

/** A PGlite stand-in that records what was sent, in order, and answers only when the test says so. */
function fakePg() {
  const sent: string[] = [];
  const waiting: { sql: string; answer: () => void }[] = [];
  let closed = false;
  const pg: PGliteLike = {
    waitReady: Promise.resolve(),
    get closed() {
      return closed;
    },
    query<R>(text: string) {
      sent.push(text);
      return new Promise<{ rows: R[] }>((resolve) => waiting.push({ sql: text, answer: () => resolve({ rows: [] }) }));
    },
    async close() {
      sent.push('close');
      closed = true;
    },
  };
  /** answers the oldest statement still waiting, as PGlite would: one at a time, in order */
  const answerNext = async () => {
    waiting.shift()!.answer();
    await new Promise((r) => setTimeout(r, 0));
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { pg, sent, waiting, answerNext, settle };
}

const run = (db: Kysely<unknown>, text: string) => sql.raw(text).execute(db);

describe('PGlite dialect: one session, transactions whole, other statements pipelined', () => {
  it('statements outside transactions are sent without waiting for the ones before them', async () => {
    const f = fakePg();
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(f.pg) });
    const a = run(db, 'select 1');
    const b = run(db, 'select 2');
    await f.settle();
    expect(f.sent).toEqual(['select 1', 'select 2']); // the old mutex sent 'select 2' only after 'select 1' answered
    await f.answerNext();
    await f.answerNext();
    await Promise.all([a, b]);
  });

  it("a transaction holds the session: another request's statement waits until it has ended, and runs after it", async () => {
    const f = fakePg();
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(f.pg) });
    let step!: () => void;
    const inside = new Promise<void>((r) => (step = r));
    const tx = db.transaction().execute(async (trx) => {
      await run(trx, 'update a');
      await inside;
      await run(trx, 'update b');
    });
    await f.settle();
    const other = run(db, 'select other');
    await f.settle();
    expect(f.sent).toEqual(['begin']);
    await f.answerNext(); // begin
    await f.answerNext(); // update a
    step();
    await f.settle();
    expect(f.sent).toEqual(['begin', 'update a', 'update b']);
    await f.answerNext(); // update b
    await f.answerNext(); // commit
    await tx;
    await f.settle();
    expect(f.sent).toEqual(['begin', 'update a', 'update b', 'commit', 'select other']);
    await f.answerNext();
    await other;
  });

  it('a statement sent before a BEGIN runs before it; two transactions run one after the other', async () => {
    const f = fakePg();
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(f.pg) });
    const before = run(db, 'select before');
    const t1 = db.transaction().execute((trx) => run(trx, 'insert 1'));
    const t2 = db.transaction().execute((trx) => run(trx, 'insert 2'));
    for (let i = 0; i < 7; i++) {
      await f.settle();
      if (f.waiting.length) await f.answerNext();
    }
    await Promise.all([before, t1, t2]);
    expect(f.sent).toEqual(['select before', 'begin', 'insert 1', 'commit', 'begin', 'insert 2', 'commit']);
  });

  it('closing waits for the statements already sent', async () => {
    const f = fakePg();
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(f.pg) });
    const a = run(db, 'select 1');
    await f.settle();
    const closing = db.destroy();
    await f.settle();
    expect(f.sent).toEqual(['select 1']);
    await f.answerNext();
    await Promise.all([a, closing]);
    expect(f.sent).toEqual(['select 1', 'close']);
  });
});
