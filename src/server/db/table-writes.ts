import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Generation numbers per table, bumped by every insert, update or delete this process sends through Kysely
 * (before the statement runs and again when it returns). In-memory copies of rarely written rows — the session's user,
 * the library's version — remember the generation they were read at and are dropped when it moves, so a write on this
 * instance is seen at once by the next request. Writes in raw `sql` templates and other processes' writes are not
 * seen: those copies also carry a short time limit (auth/session-cache.ts), or change only when this process seeds.
 */
const generations = new Map<string, number>();
const CHANGED = ':changed';

/** Moves with every write to the table. */
export function tableGeneration(table: string): number {
  return generations.get(table) ?? 0;
}

/** Moves with every write that can change a row already read: an update, a delete or an upsert (not a plain insert). */
export function rowChangeGeneration(table: string): number {
  return generations.get(table + CHANGED) ?? 0;
}

export function noteTableWrite(table: string, changesRows = true): void {
  generations.set(table, tableGeneration(table) + 1);
  if (changesRows) generations.set(table + CHANGED, rowChangeGeneration(table) + 1);
}

export class TableWritesPlugin implements KyselyPlugin {
  private readonly running = new WeakMap<object, { table: string; changesRows: boolean }>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(args.node);
    if (table) {
      const w = { table, changesRows: !(args.node.kind === 'InsertQueryNode' && !args.node.onConflict) };
      noteTableWrite(w.table, w.changesRows);
      this.running.set(args.queryId, w);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const w = this.running.get(args.queryId);
    if (w) noteTableWrite(w.table, w.changesRows);
    return args.result;
  }
}

/** The table an insert, update or delete writes (its first one), or undefined for a read. */
export function writtenTable(node: RootOperationNode): string | undefined {
  switch (node.kind) {
    case 'InsertQueryNode':
      return nameOf(node.into);
    case 'UpdateQueryNode':
      return nameOf(node.table);
    case 'DeleteQueryNode':
      return nameOf(node.from.froms[0]);
    default:
      return undefined;
  }
}

function nameOf(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  const n = node as OperationNode & { node?: OperationNode; table?: { identifier?: { name?: string } } };
  if (n.kind === 'AliasNode') return nameOf(n.node);
  if (n.kind === 'TableNode') return n.table?.identifier?.name;
  return undefined;
}
