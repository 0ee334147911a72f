import { isStopWord } from '@server/ai/text/tokens';

/**
 * Near-duplicate titles: two feeds (or the pack and a feed) reporting the same announcement with slightly different
 * headlines. Titles are compared as sets of character trigrams of their normalised words (Dice coefficient), which
 * works the same for English and Devanagari and tolerates reordered or re-inflected words. Stop words are left out
 * (two headlines sharing "to", "the", "for" are not one story), and titles whose numbers differ are different stories
 * ("visit on 15th July" and "visit on 18th July").
 */
export const TITLE_SIMILARITY_THRESHOLD = 0.78;

const normalise = (title: string) =>
  title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
const numbersIn = (title: string) =>
  new Set((title.replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d))).match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,/g, '')));

/** A run compares each new title with every recent one: each title's trigrams are made once (bounded memo). */
const memo = new Map<string, Set<string>>();
const MEMO_MAX = 5000;
function trigrams(title: string): Set<string> {
  let set = memo.get(title);
  if (!set) {
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(title, (set = makeTrigrams(title)));
  }
  return set;
}

function makeTrigrams(title: string): Set<string> {
  const out = new Set<string>();
  for (const word of normalise(title).split(' ')) {
    if (!word || isStopWord(word)) continue;
    const w = ` ${word} `;
    const chars = [...w];
    for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  }
  return out;
}

/** 0 (nothing shared) to 1 (the same words). */
export function titleSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  if (!ta.size || !tb.size) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return (2 * shared) / (ta.size + tb.size);
}

export function sameStory(a: string, b: string): boolean {
  if (titleSimilarity(a, b) < TITLE_SIMILARITY_THRESHOLD) return false;
  const na = numbersIn(a);
  const nb = numbersIn(b);
  return na.size === nb.size && [...na].every((n) => nb.has(n));
}
