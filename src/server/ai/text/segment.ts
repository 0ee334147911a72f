import { rankSentences } from './textrank';

/**
 * Sentences by the platform's Unicode segmenter (`Intl.Segmenter`, ICU): Marathi and Hindi end at the danda '।' and
 * the double danda '॥' as well as '.', '!' and '?'. ICU splits after every full stop, so a piece that ends in an
 * initial ("B.R.", "डॉ.") or a common abbreviation ("No.", "Rs.", "श्री.") is joined to the next.
 */
export type SegmentLang = 'en' | 'mr' | 'hi';

const ABBREVIATIONS = new Set(
  `mr mrs ms dr st no nos art arts e.g i.e etc vs viz govt rs sr jr lt gen col vol ch sec approx inc ltd co prof hon smt shri
  jan feb mar apr aug sep sept oct nov dec fig dept est ave
  डॉ श्री सौ कु प्रा मा श्रीमती`.split(/\s+/),
);
/** One Latin letter or one Devanagari letter with its signs, or joined initials ("B.R", "ग.वा"). */
const INITIALS =
  /^(?:(?:[A-Za-z]|[\u0905-\u0939\u0958-\u0961][\u093C\u093E-\u094D]*)\.)*(?:[A-Za-z]|[\u0905-\u0939\u0958-\u0961][\u093C\u093E-\u094D]*)$/u;

const segmenters = new Map<SegmentLang, Intl.Segmenter>();
const segmenter = (lang: SegmentLang) => {
  let s = segmenters.get(lang);
  if (!s) segmenters.set(lang, (s = new Intl.Segmenter(lang, { granularity: 'sentence' })));
  return s;
};

/** The language of a text by its script: Devanagari is Marathi unless told Hindi. */
export const scriptLang = (text: string, devanagari: 'mr' | 'hi' = 'mr'): SegmentLang => {
  const deva = (text.match(/[\u0900-\u097f]/gu) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return deva > latin ? devanagari : 'en';
};

function endsInAbbreviation(piece: string): boolean {
  const m = /(\S+)\.$/u.exec(piece.trimEnd());
  if (!m) return false;
  const word = m[1]!.replace(/^[("'“‘[]+/u, '');
  return ABBREVIATIONS.has(word.toLowerCase()) || INITIALS.test(word);
}

export function segmentSentences(text: string, lang: SegmentLang = scriptLang(text)): string[] {
  const flat = text.normalize('NFC').replace(/\r\n?/g, '\n');
  const out: string[] = [];
  let carry = '';
  for (const { segment } of segmenter(lang).segment(flat)) {
    // a blank line is a break even without a full stop (a heading, a list)
    for (const [i, part] of segment.split(/\n\s*\n/u).entries()) {
      if (i > 0 && carry.trim()) {
        out.push(carry);
        carry = '';
      }
      carry += part;
    }
    if (endsInAbbreviation(carry)) continue;
    out.push(carry);
    carry = '';
  }
  if (carry.trim()) out.push(carry);
  return out.map((s) => s.replace(/\s+/gu, ' ').trim()).filter(Boolean);
}

export const countWords = (s: string) => s.trim().split(/\s+/u).filter(Boolean).length;

/**
 * An extractive summary of at most `maxWords` words: the text's first sentence (a news item's lead) and its most
 * central other sentences (TextRank), in their order, added while they fit. A first sentence longer than the cap is cut at the cap and marked with '…'. Every sentence
 * of the summary is a sentence of the text.
 */
export function extractiveSummary(text: string, opts: { maxWords: number; maxSentences?: number; lang?: SegmentLang }): string[] {
  const sentences = segmentSentences(text, opts.lang);
  if (!sentences.length) return [];
  const k = Math.min(sentences.length, opts.maxSentences ?? Math.max(2, Math.ceil(sentences.length / 3)));
  // the lead first (news says its point in the first sentence), then the most central; ties keep the text's order
  const order = rankSentences(sentences)
    .map((score, i) => [i === 0 ? Infinity : score, i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
    .map(([, i]) => i);
  const chosen: number[] = [];
  let used = 0;
  for (const i of order) {
    if (chosen.length >= k) break;
    const n = countWords(sentences[i]!);
    if (used + n > opts.maxWords) continue;
    chosen.push(i);
    used += n;
  }
  if (!chosen.length) return [`${sentences[order[0]!]!.split(/\s+/u).slice(0, opts.maxWords).join(' ')}…`];
  return chosen.sort((a, b) => a - b).map((i) => sentences[i]!);
}
