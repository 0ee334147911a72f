import { splitSentences } from './sentences';
import { terms } from './tokens';

/**
 * Extractive summarising by sentence-graph ranking (TextRank, Mihalcea & Tarau 2004): sentences are nodes, edges
 * weigh how many terms two sentences share, normalised by their lengths; PageRank over the graph finds the
 * sentences the others point to. The random jump is not uniform: it favours earlier sentences (a text usually opens
 * with its point) and, when a query is given, sentences that share the query's terms.
 */
export interface RankOptions {
  /** terms a sentence should share to rank higher (chat: the question) */
  query?: readonly string[];
  /** 0–1: how much the position prior and the query bias weigh against the graph (default 0.15, PageRank's 1 − d) */
  jump?: number;
  /** how much a sentence holding all the query's terms outweighs one holding none (default 3: four times) */
  queryWeight?: number;
  /** the position prior is 1/(i+1)^decay (default 0.5) */
  positionDecay?: number;
}

const DAMPING_ITERATIONS = 40;
const EPSILON = 1e-6;

function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared ? shared / (Math.log(a.size + 1) + Math.log(b.size + 1)) : 0;
}

/** A score per sentence (summing to 1); ties keep the text's order. */
export function rankSentences(sentences: readonly string[], opts: RankOptions = {}): number[] {
  const n = sentences.length;
  if (n === 0) return [];
  const sets = sentences.map((s) => new Set(terms(s)));
  const query = new Set(opts.query ?? []);
  // teleport: position prior 1/(i+1)^decay, times 1 + weight × the share of query terms the sentence holds
  const weight = opts.queryWeight ?? 3;
  const decay = opts.positionDecay ?? 0.5;
  const prior = sets.map((set, i) => {
    let q = 0;
    for (const t of query) if (set.has(t)) q++;
    return (1 / (i + 1) ** decay) * (1 + (query.size ? (weight * q) / query.size : 0));
  });
  const priorSum = prior.reduce((a, b) => a + b, 0);
  const jump = prior.map((p) => p / priorSum);

  const w: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const out = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const s = similarity(sets[i]!, sets[j]!);
      w[i]![j] = s;
      w[j]![i] = s;
      out[i]! += s;
      out[j]! += s;
    }
  }
  const d = 1 - (opts.jump ?? 0.15);
  let score = [...jump];
  for (let it = 0; it < DAMPING_ITERATIONS; it++) {
    // mass of sentences linked to nothing is spread by the jump distribution
    let dangling = 0;
    for (let j = 0; j < n; j++) if (out[j] === 0) dangling += score[j]!;
    const next = jump.map((p) => (1 - d) * p + d * dangling * p);
    for (let i = 0; i < n; i++) {
      let sum = 0;
      for (let j = 0; j < n; j++) if (w[j]![i]) sum += (w[j]![i]! / out[j]!) * score[j]!;
      next[i]! += d * sum;
    }
    const delta = next.reduce((acc, v, i) => acc + Math.abs(v - score[i]!), 0);
    score = next;
    if (delta < EPSILON) break;
  }
  return score;
}

/** The indexes of the `k` best sentences, in the text's order. */
export function topSentenceIndexes(sentences: readonly string[], k: number, opts: RankOptions = {}): number[] {
  const scores = rankSentences(sentences, opts);
  return scores
    .map((s, i) => [s, i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
    .slice(0, Math.max(0, k))
    .map(([, i]) => i)
    .sort((a, b) => a - b);
}

/** The `k` most central sentences of a text, in their original order. */
export function summariseText(text: string, k: number, opts: RankOptions = {}): string[] {
  const sentences = splitSentences(text);
  if (sentences.length <= k) return sentences;
  return topSentenceIndexes(sentences, k, opts).map((i) => sentences[i]!);
}
