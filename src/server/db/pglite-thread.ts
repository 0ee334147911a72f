import { Worker } from 'node:worker_threads';

/** What the Kysely dialect needs of a PGlite: an in-process instance or the worker-thread client below. */
export interface PGliteLike {
  readonly waitReady: Promise<void>;
  readonly closed: boolean;
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  /** The same answer as `query`, from a statement kept prepared (db/prepared.ts); only the worker thread has it. */
  queryPrepared?<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  close(): Promise<void>;
}

type Reply =
  | { id: number; ready: true }
  | { id: number; rows: unknown[]; affectedRows?: number }
  | { id: number; error: { message: string } & Record<string, unknown> }
  | { id: number; pong: boolean }
  | { id: number; closed: true };

const WORKER = new URL('./pglite-worker.mjs', import.meta.url);

/**
 * PGlite in a worker thread (issue 9): its WASM executes synchronously, and on the main thread every request —
 * including ones that never touch the database — queued behind each query. Here the main thread only posts the
 * SQL and its parameters and awaits the rows (structured clone keeps Dates, BigInts, byte arrays and JSON values);
 * the dialect's mutex still hands the one PGlite session to one Kysely connection at a time, so transactions are
 * unchanged. A reply is sent only after PGlite has run the statement, so an acknowledged write is as durable as it
 * was in-process. The thread keeps the process alive only while a request is outstanding.
 */
export class PGliteThread implements PGliteLike {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private dead: Error | null = null;
  private isClosed = false;

  /** `loadDataDir`: the path of a dumpDataDir tarball to start from instead of initdb (the tests' templates). */
  constructor(dataDir: string | undefined, postgresqlconf: string[] = [], loadDataDir?: string) {
    this.worker = new Worker(WORKER, { workerData: { dataDir, postgresqlconf, loadDataDir } });
    this.worker.unref();
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.pending.set(0, { resolve: (r) => ('error' in r ? reject(toError(r.error)) : resolve()), reject });
      this.worker.ref();
    });
    this.waitReady.catch(() => {}); // reported by whoever awaits it
    this.worker.on('message', (r: Reply) => {
      const p = this.pending.get(r.id);
      if (!p) return;
      this.pending.delete(r.id);
      if (this.pending.size === 0) this.worker.unref();
      p.resolve(r);
    });
    const fail = (err: Error) => {
      this.dead = err;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    this.worker.on('error', (err) => fail(new Error(`PGlite worker failed: ${err.message}`)));
    this.worker.on('exit', (code) => fail(new Error(`PGlite worker exited (${code})`)));
  }

  get closed() {
    return this.isClosed || this.dead !== null;
  }

  query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    return this.run(sql, params, false);
  }

  queryPrepared<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }> {
    return this.run(sql, params, true);
  }

  private async run<R>(sql: string, params: unknown[], prepare: boolean): Promise<{ rows: R[]; affectedRows?: number }> {
    const r = await this.send(prepare ? { sql, params, prepare } : { sql, params });
    if ('error' in r) throw toError(r.error);
    if (!('rows' in r)) throw new Error('PGlite worker: unexpected reply');
    return { rows: r.rows as R[], affectedRows: r.affectedRows };
  }

  /** The worker's event loop answers and its PGlite is open: a liveness check that never waits behind a query. */
  async ping(): Promise<boolean> {
    const r = await this.send({ ping: true });
    return 'pong' in r && r.pong;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.waitReady.catch(() => {});
    const r = await this.send({ close: true });
    this.isClosed = true;
    await this.worker.terminate();
    if ('error' in r) throw toError(r.error);
  }

  private send(msg: object): Promise<Reply> {
    if (this.dead) return Promise.reject(this.dead);
    if (this.isClosed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ id, ...msg });
    });
  }
}

function toError(fields: { message: string } & Record<string, unknown>): Error {
  const { message, name: _name, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}
