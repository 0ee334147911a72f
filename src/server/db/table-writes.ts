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
 * A generation number per table, bumped by every update, delete or upsert (insert … on conflict) this process sends
 * through Kysely — a plain insert adds a row and changes none that was read before —
 * (before the statement runs and again when it returns). In-memory copies of rarely written rows — the session's user,
 * the library's version — remember the generation they were read at and are dropped when it moves, so a write on this
 * instance is seen at once by the next request. Writes in raw `sql` templates and other processes' writes are not
 * seen: those copies also carry a short time limit (auth/session-cache.ts), or change only when this process seeds.
 */
const generations = new Map<string, number>();

export function tableGeneration(table: string): number {
  return generations.get(table) ?? 0;
}

export function noteTableWrite(table: string): void {
  generations.set(table, tableGeneration(table) + 1);
}

export class TableWritesPlugin implements KyselyPlugin {
  private readonly running = new WeakMap<object, string>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(args.node);
    if (table) {
      noteTableWrite(table);
      this.running.set(args.queryId, table);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const table = this.running.get(args.queryId);
    if (table) noteTableWrite(table);
    return args.result;
  }
}

/** The table an insert, update or delete writes (its first one), or undefined for a read. */
export function writtenTable(node: RootOperationNode): string | undefined {
  switch (node.kind) {
    case 'InsertQueryNode':
      return node.onConflict ? nameOf(node.into) : undefined;
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
