import type { BankQuestion } from '@shared/content';
import type { ContentLang } from '@shared/language';
import type { Executor } from '@server/db/database';
import * as library from '@server/library';
import type { ParsedQuestion } from './parse';

/**
 * Match first (issue 18): the scanned question against the bank by trigram similarity of its question key
 * (pg_trgm, both languages: each bank question keeps an English and a Marathi key). A match is confident when the
 * stems are this close AND, when options were read, the bank's correct option is one of them — the same stem
 * with other options is another question. The answer is then mapped onto the scanned options' order.
 */
export const MATCH_FROM = 0.55;
const OPTION_FROM = 0.5;
/** Of the bank's four options, this many must be among the scanned ones: the same stem with other options is not it. */
const SAME_OPTIONS = 3;

export interface BankMatch {
  question: BankQuestion;
  similarity: number;
  /** index of the bank's correct option among the scanned options (or the bank's own index when none were read) */
  answer: number;
  /** the bank's options in the scanned language, when the scan had none */
  options: string[];
}

/** Edit distance over code points, as a 0–1 likeness (order matters: "A replaced by B" is not "B replaced by A"). */
function likeness(a: string, b: string): number {
  const x = [...norm(a)];
  const y = [...norm(b)];
  if (!x.length && !y.length) return 1;
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  return 1 - prev[y.length]! / Math.max(x.length, y.length);
}
const norm = (s: string) =>
  s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/** How close a scanned option is to a bank option: trigrams, with the order of the words breaking near-ties. */
const optionScore = (a: string, b: string) => trigramSimilarity(a, b) + 0.01 * likeness(a, b);

/** Character trigram similarity (0–1) of two short strings, pg_trgm's way: padded words, shared / all trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  const grams = (s: string) => {
    const out = new Set<string>();
    for (const w of s
      .normalize('NFC')
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter(Boolean)) {
      const p = [...`  ${w} `];
      for (let i = 0; i + 3 <= p.length; i++) out.add(p.slice(i, i + 3).join(''));
    }
    return out;
  };
  const x = grams(a);
  const y = grams(b);
  if (!x.size || !y.size) return 0;
  let shared = 0;
  for (const g of x) if (y.has(g)) shared++;
  return shared / (x.size + y.size - shared);
}

export async function matchBank(
  db: Executor,
  parsed: ParsedQuestion,
  language: ContentLang,
  nearest: readonly library.SimilarQuestion[],
): Promise<BankMatch | null> {
  const near = nearest.filter((n) => n.score >= MATCH_FROM).slice(0, 3);
  if (!near.length) return null;
  const questions = await library.questionsByIds(
    db,
    near.map((n) => n.id),
  );
  for (const n of near) {
    const q = questions.find((x) => x.id === n.id);
    if (!q) continue;
    const lang = n.lang === 'marathi' ? 'mr' : 'en';
    if (!parsed.options.length) {
      return { question: q, similarity: n.score, answer: q.answer, options: q.options[language === 'marathi' ? 'mr' : 'en'] };
    }
    const found = q.options[lang].filter((b) => parsed.options.some((o) => trigramSimilarity(o, b) >= OPTION_FROM)).length;
    if (found < Math.min(SAME_OPTIONS, parsed.options.length)) continue;
    const right = q.options[lang][q.answer]!;
    const scores = parsed.options.map((o) => optionScore(o, right));
    const best = scores.indexOf(Math.max(...scores));
    // the right option must be clearly one of the scanned options, not two at once
    const second = Math.max(...scores.filter((_, i) => i !== best), 0);
    if (scores[best]! >= OPTION_FROM && scores[best]! > second) return { question: q, similarity: n.score, answer: best, options: parsed.options };
  }
  return null;
}
