/**
 * Words of English and Marathi text for ranking and matching: NFC, lower-cased, stop words dropped and a light
 * stem (English plurals; Marathi case endings and postpositions written on to the word, so that राज्यसभेची,
 * राज्यसभेत and राज्यसभा all become राज्यसभ).
 */
const ENGLISH_STOP = new Set(
  `a an the is are was were be been being am of in on at to for from by with and or not no nor what which who whom whose
  when where why how do does did doing can could should would will shall may might must i me my mine you your yours we
  our us it its this that these those there here their they them he she him his her hers himself herself itself themselves
  as about into onto than then so if also any all some more most such only own same too very just has have had having
  please tell explain describe define give list meaning mean means basic basics overview brief briefly detail details
  short know want need help kindly let lets discuss write summary summarise summarize introduction intro concept concepts
  topic topics something thing things important main key between during under over after before up down out off again
  each other both few many much else whether yes ok okay well`.split(/\s+/),
);
const MARATHI_STOP = new Set(
  `आणि व किंवा हे ही हा ते ती तो या त्या त्याचे त्याची त्याचा तिचे आहे आहेत होते होता होती होत असे असा असते असतात काय कोण
  कोणते कोणती कोणता कोणत्या कसे कशी कसा का की मध्ये मधील साठी वर ने ला चा ची चे च्या एक सांगा स्पष्ट करा म्हणजे विषयी
  बद्दल द्या मला आम्हाला कृपया थोडक्यात तर पण जे जी जो ज्या येथे तेथे आता सर्व काही इतर`.split(/\s+/),
);

/** Endings that start with a vowel sign (or are whole postpositions), longest first: a bare consonant is never cut. */
const MARATHI_SUFFIXES = [
  'ांच्या',
  'ाच्या',
  'ेच्या',
  'च्या',
  'ामध्ये',
  'मध्ये',
  'ामधील',
  'मधील',
  'ासाठी',
  'साठी',
  'ापासून',
  'पासून',
  'ाविषयी',
  'ांचा',
  'ांची',
  'ांचे',
  'ांना',
  'ांनी',
  'ातील',
  'ांत',
  'ाचा',
  'ाची',
  'ाचे',
  'ेचा',
  'ेची',
  'ेचे',
  'ीचा',
  'ीची',
  'ीचे',
  'ाला',
  'ेला',
  'ीला',
  'ाने',
  'ेने',
  'ीने',
  'ात',
  'ेत',
  'ीत',
  'ां',
  // after a plural's nasal vowel in -ीं- or -ूं-: "सभापतींची", "साधूंच्या" ("शेतकऱ्यांना" is the -री rule's, below)
  'ींच्या',
  'ींचा',
  'ींची',
  'ींचे',
  'ींना',
  'ींनी',
  'ूंच्या',
  'ूंचा',
  'ूंची',
  'ूंचे',
  'ूंना',
  'ूंनी',
].sort((a, b) => b.length - a.length);
const FINAL_VOWEL_SIGN = /[\u093E-\u094C]$/u;
const DEVANAGARI = /[\u0900-\u097F]/;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export const isDevanagari = (s: string) => DEVANAGARI.test(s);

function stemMarathi(w: string): string {
  let s = w;
  for (const suf of MARATHI_SUFFIXES) {
    if (s.endsWith(suf) && [...s].length - [...suf].length >= 2) {
      s = s.slice(0, -suf.length);
      break;
    }
  }
  if (FINAL_VOWEL_SIGN.test(s) && [...s].length > 2) s = s.slice(0, -1);
  // a noun in -री takes -ऱ्या- before an ending: "अधिकाऱ्याची", "शेतकऱ्यांना" are "अधिकारी", "शेतकरी"
  if (s.endsWith(RRA_YA) && [...s].length > 4) s = `${s.slice(0, -RRA_YA.length)}र`;
  // …and a noun in -त्री, -द्री the same way: "मंत्र्यांची", "पालकमंत्र्यांना" are "मंत्री", "पालकमंत्री"
  else if (s.endsWith(CONJUNCT_RA_YA) && [...s].length > 4) s = s.slice(0, -2);
  return s;
}
const RRA_YA = 'ऱ्य';
const CONJUNCT_RA_YA = '्र्य';

function stemEnglish(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1);
  return w;
}

/** Every word, lower-cased (no stop-word removal, no stemming), Latin letters without their accents. */
export function words(text: string): string[] {
  return asWritten(foldLatin(text.normalize('NFC').toLowerCase()));
}
/** …with their accents, as PostgreSQL's text search stores them ("niño"): for full-text queries. */
const asWritten = (lower: string) => lower.replace(/['’]s\b/g, '').match(WORD) ?? [];

const ACCENTED_LATIN = /[\u00c0-\u024f\u1e00-\u1eff]/u;
/**
 * "El Nino" is how a candidate types El Niño, "Belem" Belém, "Koppen" Köppen: a Latin letter's accents are dropped
 * (a, not á), and nothing else changes — a Devanagari vowel sign or nukta is not an accent.
 */
export function foldLatin(s: string): string {
  if (!ACCENTED_LATIN.test(s)) return s;
  return s
    .normalize('NFD')
    .replace(/(?<=[a-zA-Z])[\u0300-\u036f]+/gu, '')
    .normalize('NFC');
}

export const isStopWord = (w: string) => ENGLISH_STOP.has(w) || MARATHI_STOP.has(w);
/** The English stop words (for telling a misspelt one: "diffrence", "explian"). */
export const englishStopWords = (): ReadonlySet<string> => ENGLISH_STOP;
export const stem = (w: string) => (isDevanagari(w) ? stemMarathi(w) : stemEnglish(w));

/** Content words, stemmed: the terms sentences and passages are compared on. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) if (!isStopWord(w) && (w.length > 1 || /\d/.test(w))) out.push(stem(w));
  return out;
}

/** Levenshtein distance, stopping early once it passes `max`. */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return false;
    prev = cur;
  }
  return prev[b.length]! <= max;
}

/**
 * A query term matches a document term by prefix either way (4+ letters), or within one or two typos.
 * Numbers (years, article numbers) match only exactly: 1900 is not 1960, and Article 21 is not 214.
 */
export function termMatches(q: string, d: string): boolean {
  if (q === d) return true;
  if (/^\d+$/.test(q) || /^\d+$/.test(d)) return false;
  if (q.length >= 4 && d.startsWith(q)) return true;
  if (d.length >= 4 && q.startsWith(d)) return true;
  if (q.length >= 5) return withinEdits(q, d, q.length >= 8 ? 2 : 1);
  return false;
}

/** The share of the query's terms (0–1) found in a document's term set. */
export function coverage(queryTerms: readonly string[], doc: ReadonlySet<string>): number {
  const qs = [...new Set(queryTerms)];
  if (!qs.length) return 0;
  let hit = 0;
  for (const q of qs) {
    if (doc.has(q)) hit++;
    else
      for (const d of doc)
        if (termMatches(q, d)) {
          hit++;
          break;
        }
  }
  return hit / qs.length;
}

/**
 * The text's content words, unstemmed, for full-text search: question words would only narrow or blur it. Accents
 * stay, as PostgreSQL's text search stores them ("niño"); the tutor's own index (words()) drops them.
 */
export function contentQuery(text: string): string {
  return [...new Set(asWritten(text.normalize('NFC').toLowerCase()).filter((w) => !isStopWord(w)))].join(' ');
}
