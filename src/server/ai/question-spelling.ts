import type { PassageIndex } from './passages';
import { isDevanagari, withinEdits } from './text/tokens';
import { indexTerms, OWN_WORDS, questionWordStems } from './text/entities';

/**
 * How a question word is spelt against the library's vocabulary (question-units.ts reads each word through these): its
 * longer forms, a typo of a word the library uses, a Marathi word with a postposition written on to it, and the
 * spelling key that makes two spellings of one Devanagari word the same.
 */

/** Longer forms of a word in the library's vocabulary ("protect" → "protection"; "राज्यघटन" → "राज्यघटनेत"). */
export function inflections(ix: PassageIndex, t: string): string[] {
  if ([...t].length < 4 || /^\d+$/.test(t) || t.includes(':')) return [];
  const out: string[] = [];
  let [lo, hi] = [0, ix.vocab.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ix.vocab[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo, v = ix.vocab[i]; v?.startsWith(t) && out.length < 12; v = ix.vocab[++i]) if (v !== t && !OWN_WORDS.has(v)) out.push(v);
  return out;
}

/**
 * An English word the library never uses, one letter off a word it does ("governer", "parliment"): a typo of that
 * word, the most used one when several are that close. Short words are left alone (too many near neighbours), and so
 * is a word the library holds in a longer form.
 */
export function spelled(ix: PassageIndex, t: string): string {
  if (isDevanagari(t)) {
    if ([...t].length < 4) return t;
    if (ix.df.has(t)) return withoutPostposition(ix, t, true) ?? t;
    return inflections(ix, t).length ? t : (variants(ix).get(spellingKey(t)) ?? withoutPostposition(ix, t, false) ?? t);
  }
  // "gandhiji", "nehruji": the name with the honorific -ji
  if (/^[a-z]{4,}ji$/.test(t) && !ix.df.has(t) && ix.df.has(t.slice(0, -2))) return t.slice(0, -2);
  if (!/^[a-z]{6,}$/.test(t) || ix.df.has(t) || inflections(ix, t).length) return t;
  // a misspelt question word ("diffrence between…") is dropped like the word itself
  if (questionWordStems().some((w) => Math.abs(w.length - t.length) <= 1 && withinEdits(t, w, 1))) return '';
  let best: string | undefined;
  for (const v of ix.vocab)
    if (/^[a-z]+$/.test(v) && Math.abs(v.length - t.length) <= 1 && withinEdits(t, v, 1) && (!best || (ix.df.get(v) ?? 0) > (ix.df.get(best) ?? 0)))
      best = v;
  return best ?? t;
}

/**
 * A Marathi word with a postposition written on to it that the stemmer leaves ("कमिशनला", "ग्रंथावर",
 * "आरक्षणाबाबत", "उत्पन्नापर्यंत", "प्रकारचे"): the word without it, when the library uses that word (its
 * inflections then include the form asked with). A word the library uses loses only a whole postposition of two
 * letters or more, and only to a word it uses more ("आरक्षणाबाबत", in one passage, is asked as "आरक्षण"); a single
 * letter ("ला", "चे") is cut only from a word the library never uses, so "महिला" is never "महि" + "ला".
 * "बद्दल" is not here: stemMore (entities.ts) already cuts it from every word. "विषयी" and "कडे" are, because the
 * stemmer takes their last vowel sign first ("आरक्षणाकडे" reaches this as "आरक्षणाकड").
 */
const POSTPOSITIONS = [
  'ापर्यंत',
  'ानंतर',
  'ेनंतर',
  'नंतर',
  'पूर्व',
  'पर्यंत',
  'ाबाबत',
  'बाबत',
  'ाविषय',
  'विषय',
  'ांवर',
  'ावर',
  'ेवर',
  'ीवर',
  'वर',
  // "-मुळे" as indexTerms gives it: a word of four letters or more has ळ written ल (entities.ts), "डासामुळे" → "डासामुल"
  'ामुल',
  'ेमुल',
  'मुल',
  'ाकड',
  'ेकड',
  'कड',
  'ातून',
  'ेतून',
  'तून',
  'ाश',
  'ेश',
  'ल',
  'च',
].sort((a, b) => b.length - a.length);
function withoutPostposition(ix: PassageIndex, t: string, used: boolean): string | undefined {
  for (const p of POSTPOSITIONS) {
    if (!t.endsWith(p) || (used && [...p].length < 2)) continue;
    const base = t.slice(0, -p.length);
    if ([...base].length < 3) continue;
    // the base as the index holds it, after a whole postposition ("निर्मितीनंतर" is "निर्मिती", held as "निर्मित");
    // not after a letter or two, which are as often part of the word
    const stem = [...p].length >= 3 ? (indexTerms(base)[0] ?? base) : base;
    const known = ix.df.has(base) ? base : ix.df.has(stem) ? stem : variants(ix).get(spellingKey(base));
    if (known && (!used || (ix.df.get(known) ?? 0) > (ix.df.get(t) ?? 0))) return known;
  }
  return undefined;
}

/**
 * A Marathi word written the other way candidates write it: झ or ज for a Persian z (अफझलखान, अफजलखान), a long or
 * short vowel sign (ी/ि, ू/ु), ष or श, with or without the nukta or the chandrabindu. One key for all the ways.
 */
export function spellingKey(word: string): string {
  return word
    .normalize('NFC')
    .replace(/\u093C/gu, '')
    .replace(/\u0901/gu, '\u0902')
    .replace(/झ/gu, 'ज')
    .replace(/ष/gu, 'श')
    .replace(/ी/gu, 'ि')
    .replace(/ू/gu, 'ु');
}
/** Each spelling key of the library's Devanagari words, with its most used word. */
const variantsOf = new WeakMap<PassageIndex, Map<string, string>>();
function variants(ix: PassageIndex): Map<string, string> {
  let out = variantsOf.get(ix);
  if (out) return out;
  out = new Map();
  for (const v of ix.vocab) {
    if (!isDevanagari(v)) continue;
    const key = spellingKey(v);
    const was = out.get(key);
    if (!was || (ix.df.get(v) ?? 0) > (ix.df.get(was) ?? 0)) out.set(key, v);
  }
  variantsOf.set(ix, out);
  return out;
}
