/**
 * Question-bank quality gates of issue 12: near-duplicates across the whole bank (character trigrams, as
 * PostgreSQL's pg_trgm), the longest-option-is-key share, and Latin digits in Marathi text. The counts against the
 * targets recorded in docs/content-guidelines.md are in bank-counts.ts.
 */
import type { CsatItem, CsatPassage, Mcq, SyllabusTopic, TopicNote } from '@shared/content';

/** Gates that fail the check. */
export const LONGEST_KEY_MAX_SHARE = 0.3;
/** A share over a handful of items means nothing: the gate applies from this many counted questions in a subject. */
export const LONGEST_KEY_MIN_ITEMS = 20;
/**
 * Two items whose trigram similarity (pg_trgm's measure: shared trigrams / all trigrams of both), averaged over
 * English and Marathi, reaches this are near-duplicates. Chosen on the real bank (docs/content-guidelines.md).
 */
export const NEAR_DUPLICATE_THRESHOLD = 0.5;
/**
 * Reasoning items (mental ability, CSAT reasoning / numeracy / data interpretation / decision-making) share their
 * templates by design ("What number comes next in the series …") and differ in the numbers, so between two of them
 * only a much closer match counts.
 */
export const NEAR_DUPLICATE_THRESHOLD_REASONING = 0.8;

// ---------- trigrams ----------

/** The trigrams of a text as pg_trgm makes them: lower-cased words, each padded by two spaces before and one after. */
export function trigrams(s: string): Set<string> {
  const out = new Set<string>();
  for (const w of words(s)) {
    const padded = `  ${w} `;
    const chars = [...padded];
    for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  }
  return out;
}
const words = (s: string) => s.normalize('NFC').toLowerCase().replace(/[\u200c\u200d]/g, '').split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

/** pg_trgm similarity: |A ∩ B| / |A ∪ B|. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  for (const t of small) if (large.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

export interface TextDoc { id: string; text: string; /** a templated reasoning item */ reasoning?: boolean }
export interface SimilarPair { a: string; b: string; similarity: number }

/**
 * Every pair of documents with similarity ≥ threshold, exactly, without comparing all pairs: an inverted index over
 * trigrams with prefix filtering. Trigrams are ordered rarest first; two sets with Jaccard ≥ t must share one of the
 * first |x| − ⌈t·|x|⌉ + 1 trigrams of each, so only those are indexed and probed, and the candidates are verified.
 */
export function nearDuplicatePairs(docs: TextDoc[], threshold: number, stats?: { verified: number }, only?: ReadonlySet<string>): SimilarPair[] {
  // trigram → integer id on first sight, then renumbered rarest first, so each document is a sorted integer array
  // with its rarest trigrams in front (strings are hashed once, here)
  const ids = new Map<string, number>();
  const df: number[] = [];
  const raw = docs.map((d) => {
    const mine = new Set<number>();
    for (const t of trigrams(d.text)) {
      let id = ids.get(t);
      if (id === undefined) { id = ids.size; ids.set(t, id); df.push(0); }
      mine.add(id);
    }
    for (const id of mine) df[id]!++;
    return mine;
  });
  const byRarity = df.map((_, i) => i).sort((a, b) => df[a]! - df[b]! || a - b);
  const rankOf = new Int32Array(df.length);
  byRarity.forEach((id, r) => (rankOf[id] = r));
  const vecs = raw.map((m) => Int32Array.from(m, (id) => rankOf[id]!).sort());
  if (only) return pairsTouching(docs, vecs, df.length, threshold, only, stats);
  // PPJoin (Xiao et al., 2008): documents shortest first; a later (longer) y can only match an earlier x when
  // |x| ≥ t·|y|, and it then suffices to index the first |x| − ⌈2t/(1+t)·|x|⌉ + 1 trigrams of x and to probe the
  // first |y| − ⌈t·|y|⌉ + 1 of y. Overlaps found in the prefixes are counted, and a candidate is dropped as soon as
  // the trigrams left after the current positions cannot reach the overlap that similarity t needs.
  const order = vecs.map((_, i) => i).sort((a, b) => vecs[a]!.length - vecs[b]!.length || a - b);
  const postDoc: number[][] = Array.from({ length: df.length }, () => []);
  const postPos: number[][] = Array.from({ length: df.length }, () => []);
  const overlap = new Int32Array(docs.length); // prefix overlap with the current document; -1 = pruned
  const touched: number[] = [];
  const pairs: SimilarPair[] = [];
  const needed = (a: number, b: number) => Math.ceil((threshold / (1 + threshold)) * (a + b) - 1e-9);
  for (const i of order) {
    const x = vecs[i]!;
    if (!x.length) continue;
    const probe = x.length - Math.ceil(threshold * x.length - 1e-9) + 1;
    const minLength = threshold * x.length - 1e-9;
    for (let k = 0; k < probe; k++) {
      const docsOf = postDoc[x[k]!]!;
      const posOf = postPos[x[k]!]!;
      for (let n = 0; n < docsOf.length; n++) {
        const j = docsOf[n]!;
        const a = overlap[j]!;
        if (a < 0) continue;
        const y = vecs[j]!;
        if (y.length < minLength) continue; // sizes alone rule it out
        if (a === 0) touched.push(j);
        const bound = a + 1 + Math.min(x.length - k - 1, y.length - posOf[n]! - 1);
        overlap[j] = bound >= needed(x.length, y.length) ? a + 1 : -1;
      }
    }
    for (const j of touched) {
      if (overlap[j]! > 0) {
        const y = vecs[j]!;
        if (stats) stats.verified++;
        const shared = intersectSize(x, y);
        const sim = shared / (x.length + y.length - shared);
        if (sim >= threshold) pairs.push(j < i ? { a: docs[j]!.id, b: docs[i]!.id, similarity: sim } : { a: docs[i]!.id, b: docs[j]!.id, similarity: sim });
      }
      overlap[j] = 0;
    }
    touched.length = 0;
    const indexed = x.length - Math.ceil(((2 * threshold) / (1 + threshold)) * x.length - 1e-9) + 1;
    for (let k = 0; k < indexed; k++) {
      postDoc[x[k]!]!.push(i);
      postPos[x[k]!]!.push(k);
    }
  }
  return pairs.sort(mostSimilarFirst);
}

/**
 * nearDuplicatePairs for the pairs with at least one document in `only` (the rows of an import against the bank):
 * plain prefix filtering — two sets with Jaccard ≥ t share one of the first |x| − ⌈t·|x|⌉ + 1 trigrams of each, in
 * any fixed order — with every document's prefix indexed and only those of `only` probed, so the cost grows with the
 * new rows rather than with the square of the bank.
 */
function pairsTouching(docs: TextDoc[], vecs: Int32Array[], tokens: number, threshold: number, only: ReadonlySet<string>, stats?: { verified: number }): SimilarPair[] {
  const prefix = (x: Int32Array) => x.length - Math.ceil(threshold * x.length - 1e-9) + 1;
  const posting: number[][] = Array.from({ length: tokens }, () => []);
  vecs.forEach((x, i) => {
    for (let k = 0; k < prefix(x) && k < x.length; k++) posting[x[k]!]!.push(i);
  });
  const seen = new Set<string>();
  const pairs: SimilarPair[] = [];
  docs.forEach((d, i) => {
    if (!only.has(d.id)) return;
    const x = vecs[i]!;
    if (!x.length) return;
    const candidates = new Set<number>();
    for (let k = 0; k < prefix(x); k++) for (const j of posting[x[k]!]!) if (j !== i) candidates.add(j);
    for (const j of candidates) {
      const y = vecs[j]!;
      if (Math.min(x.length, y.length) < threshold * Math.max(x.length, y.length) - 1e-9) continue;
      const [a, b] = j < i ? [j, i] : [i, j];
      if (seen.has(`${a} ${b}`)) continue;
      seen.add(`${a} ${b}`);
      if (stats) stats.verified++;
      const shared = intersectSize(x, y);
      const sim = shared / (x.length + y.length - shared);
      if (sim >= threshold) pairs.push({ a: docs[a]!.id, b: docs[b]!.id, similarity: sim });
    }
  });
  return pairs.sort(mostSimilarFirst);
}

/** Most similar first, then by the pair's ids: the same order whichever way the pairs were found. */
const mostSimilarFirst = (p: SimilarPair, q: SimilarPair) => q.similarity - p.similarity || (p.a < q.a ? -1 : p.a > q.a ? 1 : p.b < q.b ? -1 : 1);

function intersectSize(x: Int32Array, y: Int32Array): number {
  let i = 0, j = 0, n = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) { n++; i++; j++; }
    else if (x[i]! < y[j]!) i++;
    else j++;
  }
  return n;
}

// ---------- what an item "says" ----------

/**
 * The text that identifies what a GS question tests: the stem, statements, lists and the key (not the distractors,
 * not the boilerplate closing). Two questions with the same fact and the same answer score high.
 */
export function mcqFingerprint(q: Mcq, lang: 'en' | 'mr'): string {
  const parts = [q.question[lang], ...(q.statements?.[lang] ?? []), ...(q.lists ? [...q.lists[lang].left, ...q.lists[lang].right] : [])];
  if (q.format === 'single' || q.format === 'multi-statement') parts.push(q.options[lang][q.answer] ?? '');
  return parts.join(' ');
}

/** The bank as documents for the near-duplicate scan, one list per language. */
export function bankDocuments(mcqs: Mcq[], passages: CsatPassage[], items: CsatItem[]): Record<'en' | 'mr', TextDoc[]> {
  const out: Record<'en' | 'mr', TextDoc[]> = { en: [], mr: [] };
  for (const q of mcqs) {
    const reasoning = q.subject === 'mental-ability';
    for (const lang of ['en', 'mr'] as const) out[lang].push({ id: `mcq ${q.id}`, text: mcqFingerprint(q, lang), reasoning });
  }
  // a passage is compared by its text: the questions on it only make sense with it
  for (const p of passages) out[p.language].push({ id: `csat passage ${p.id}`, text: p.text });
  for (const it of items) {
    for (const lang of ['en', 'mr'] as const) out[lang].push({ id: `csat ${it.id}`, text: `${it.question[lang]} ${it.options[lang][it.answer]}`, reasoning: true });
  }
  return out;
}

export interface BankPair { a: string; b: string; similarity: number; en?: number; mr?: number }

/**
 * Near-duplicate pairs across the bank. A pair's similarity is the mean of its English and Marathi similarities
 * (a passage, written in one language, has only that one): a real duplicate says the same thing in both languages,
 * while two different facts that happen to share an English phrase rarely do in Marathi too. The mean reaching the
 * threshold implies one language does, so each language is scanned at the threshold and the candidates are scored.
 */
export function bankNearDuplicates(
  docs: Record<'en' | 'mr', TextDoc[]>,
  threshold = NEAR_DUPLICATE_THRESHOLD,
  reasoningThreshold = NEAR_DUPLICATE_THRESHOLD_REASONING,
  /** only the pairs with a document (`mcq <id>`, `csat <id>`…) of this set: an import's rows against the bank */
  only?: ReadonlySet<string>,
): BankPair[] {
  const text = { en: new Map(docs.en.map((d) => [d.id, d])), mr: new Map(docs.mr.map((d) => [d.id, d])) };
  const seen = new Set<string>();
  const out: BankPair[] = [];
  for (const lang of ['en', 'mr'] as const) {
    if (only && !only.size) break;
    for (const p of nearDuplicatePairs(docs[lang], threshold, undefined, only)) {
      const [a, b] = p.a < p.b ? [p.a, p.b] : [p.b, p.a];
      if (seen.has(`${a}|${b}`)) continue;
      seen.add(`${a}|${b}`);
      const sims: Partial<Record<'en' | 'mr', number>> = { [lang]: p.similarity };
      const other = lang === 'en' ? 'mr' : 'en';
      const oa = text[other].get(a);
      const ob = text[other].get(b);
      if (oa && ob) sims[other] = similarity(trigrams(oa.text), trigrams(ob.text));
      const values = Object.values(sims);
      const mean = values.reduce((x, y) => x + y, 0) / values.length;
      const reasoning = text[lang].get(a)?.reasoning && text[lang].get(b)?.reasoning;
      if (mean >= (reasoning ? reasoningThreshold : threshold)) out.push({ a, b, similarity: mean, ...sims });
    }
  }
  return out.sort((x, y) => y.similarity - x.similarity || (x.a < y.a ? -1 : 1));
}

// ---------- longest option ----------

/**
 * Whether the key is strictly the longest option, in characters, in English or in Marathi (a candidate reads one of
 * them). Assertion–reason and chronology items are not counted: their options are fixed or equally long by design.
 */
export function longestIsKey(q: { options: { en: string[]; mr: string[] }; answer: number }): boolean {
  const strictlyLongest = (opts: string[]) => {
    const len = opts.map((o) => o.trim().length);
    return len.every((l, i) => i === q.answer || l < len[q.answer]!);
  };
  return strictlyLongest(q.options.en) || strictlyLongest(q.options.mr);
}
export const countsForLongestKey = (q: Pick<Mcq, 'format'>) => q.format !== 'assertion-reason' && q.format !== 'chronology';

// ---------- Marathi digits ----------

export const LATIN_DIGIT = /[0-9]/;
const DEVANAGARI_DIGITS = '०१२३४५६७८९';
/** Latin digits to Devanagari ones (used by the one-off migration; the checker only detects). */
export const toDevanagariDigits = (s: string) => s.replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)]!);

/** Every Marathi text field of an item, with its path, for the digits rule. */
export function marathiFieldsOfMcq(q: Mcq): [string, string][] {
  const out: [string, string][] = [['question', q.question.mr], ['explanation', q.explanation.mr]];
  q.options.mr.forEach((o, i) => out.push([`options.${i}`, o]));
  q.statements?.mr.forEach((s, i) => out.push([`statements.${i}`, s]));
  q.lists?.mr.left.forEach((s, i) => out.push([`lists.left.${i}`, s]));
  q.lists?.mr.right.forEach((s, i) => out.push([`lists.right.${i}`, s]));
  if (q.closing) out.push(['closing', q.closing.mr]);
  return out;
}
export function marathiFieldsOfTopic(t: SyllabusTopic): [string, string][] {
  return [['topic', t.topic.mr], ['description', t.description.mr], ...t.subtopics.map((s, i): [string, string] => [`subtopics.${i}`, s.mr])];
}
export function marathiFieldsOfNote(n: TopicNote): [string, string][] {
  return [['title', n.title.mr], ['summary', n.summary.mr], ...n.keyFacts.map((f, i): [string, string] => [`keyFacts.${i}`, f.mr])];
}
export function marathiFieldsOfPassage(p: CsatPassage): [string, string][] {
  if (p.language !== 'mr') return [];
  const out: [string, string][] = [['title', p.title], ['text', p.text]];
  for (const q of p.questions) {
    out.push([`${q.id}.question`, q.question], [`${q.id}.explanation`, q.explanation]);
    q.options.forEach((o, i) => out.push([`${q.id}.options.${i}`, o]));
  }
  return out;
}
export function marathiFieldsOfCsatItem(it: CsatItem): [string, string][] {
  const out: [string, string][] = [['question', it.question.mr], ['explanation', it.explanation.mr]];
  it.options.mr.forEach((o, i) => out.push([`options.${i}`, o]));
  if (it.data) {
    out.push(['data.title', it.data.title.mr]);
    if (it.data.unit) out.push(['data.unit', it.data.unit.mr]);
    it.data.columns.forEach((c, i) => out.push([`data.columns.${i}`, c.mr]));
  }
  return out;
}
