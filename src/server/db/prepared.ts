import { CompiledQuery } from 'kysely';

const PREPARED = Symbol('prepared');

/**
 * A statement of the hot path with a fixed SQL text (its values only as parameters): on PGlite the worker thread
 * parses, plans and describes it once and then only binds and runs it (pglite-worker.mjs); on Postgres it runs as any
 * other. Run it with `db.executeQuery(preparedQuery(…))`.
 */
export function preparedQuery<R>(sql: string, parameters: readonly unknown[]): CompiledQuery<R> {
  return Object.freeze({ ...(CompiledQuery.raw(sql, [...parameters]) as CompiledQuery<R>), [PREPARED]: true });
}

export function isPrepared(q: CompiledQuery): boolean {
  return (q as { [PREPARED]?: boolean })[PREPARED] === true;
}
