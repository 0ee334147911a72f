import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { PGliteLike } from './pglite-thread';
import { isPrepared } from './prepared';

/**
 * A Kysely dialect over one PGlite instance: in a worker thread (pglite-thread.ts, the default) or in-process.
 * PGlite is a single connection: a transaction holds it from BEGIN to its end, so two requests' transactions never
 * interleave on the session; statements outside transactions are pipelined (SessionGate).
 * (kysely-pglite pins kysely ^0.27; this is the ~60 lines we need — docs/decisions/002.)
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGliteLike) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

/**
 * Who may send a statement to the one PGlite session now. A transaction holds the session from BEGIN to its end
 * (`lock`, one after another); a statement outside any transaction may be sent while no transaction holds or waits
 * (`busy`), without waiting for the statements before it: PGlite runs what it is sent one at a time and in order, so
 * statements sent back to back are pipelined (the worker starts the next while the main thread handles the last
 * reply) but never interleave with a transaction — one sent before a BEGIN runs before it, one that finds the session
 * busy waits until the transaction has ended.
 */
class SessionGate {
  private tail: Promise<void> = Promise.resolve();
  private holders = 0;
  private inFlight = 0;
  private drained: (() => void)[] = [];

  get busy(): boolean {
    return this.holders > 0;
  }

  /** Resolves when every transaction that holds or waits now has ended. */
  settled(): Promise<void> {
    return this.tail;
  }

  lock(): Promise<() => void> {
    this.holders++;
    let release!: () => void;
    const next = new Promise<void>((r) => (release = r));
    const ready = this.tail.then(() => () => {
      this.holders--;
      release();
    });
    this.tail = this.tail.then(() => next);
    return ready;
  }

  /** Runs a statement outside a transaction; `send` must hand it to PGlite synchronously (before its first await). */
  async free<T>(send: () => Promise<T>): Promise<T> {
    while (this.busy) await this.settled();
    this.inFlight++;
    try {
      return await send();
    } finally {
      if (--this.inFlight === 0) for (const r of this.drained.splice(0)) r();
    }
  }

  /** Waits for the statements sent outside transactions to finish. */
  idle(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise<void>((r) => this.drained.push(r));
  }
}

class PGliteConnection implements DatabaseConnection {
  /** set while this connection holds a transaction */
  release: (() => void) | null = null;
  constructor(
    private readonly pg: PGliteLike,
    private readonly gate: SessionGate,
  ) {}
  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    const r = this.release ? await this.send<R>(q) : await this.gate.free(() => this.send<R>(q));
    return { rows: r.rows, numAffectedRows: r.affectedRows === undefined ? undefined : BigInt(r.affectedRows) };
  }
  private send<R>(q: CompiledQuery) {
    return this.pg.queryPrepared && isPrepared(q) ? this.pg.queryPrepared<R>(q.sql, [...q.parameters]) : this.pg.query<R>(q.sql, [...q.parameters]);
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on PGlite');
  }
}

class PGliteDriver implements Driver {
  private readonly gate = new SessionGate();
  constructor(private readonly pg: PGliteLike) {}
  async init() {
    await this.pg.waitReady;
  }
  /** A "connection" holds nothing until it begins a transaction (see SessionGate). */
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this.pg, this.gate);
  }
  async beginTransaction(conn: DatabaseConnection) {
    const c = conn as PGliteConnection;
    c.release = await this.gate.lock();
    await c.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(conn: DatabaseConnection) {
    const c = conn as PGliteConnection;
    c.release?.();
    c.release = null;
  }
  /** Waits for the transaction in use and the statements sent, then closes; later transactions wait for ever. */
  async destroy() {
    await this.gate.lock();
    await this.gate.idle();
    if (!this.pg.closed) await this.pg.close();
  }
}
