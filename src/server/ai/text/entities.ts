import { HINDI_STOP, IDIOMS, LEMMAS, QUESTION_STOP } from './question-words';
import { englishStopWords, isDevanagari, isStopWord, stem, words } from './tokens';

/**
 * What the tutor's passage index compares: words in one script of digits, a light stem for Marathi and Hindi
 * inflections on top of tokens.ts's, and exact entities — article and amendment numbers — as tokens of their own
 * ("Article 21", "कलम २१", "अनुच्छेद 21" → `art:21`; never 21A, 368 or "age 21"; "42nd Amendment",
 * "४२ वी घटनादुरुस्ती" → `amd:42`).
 */

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
export const asciiDigits = (s: string) => s.replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d)));

/** A one-letter prefix is part of its word: "e-governance", "ई-प्रशासन", "X-ray" (the letter alone would be dropped). */
const LETTER_PREFIX = /(^|[^\p{L}\p{M}\p{N}])(\p{L})-(?=\p{L})/gu;

/** Endings the tokens.ts stemmer leaves (consonant-led postpositions, Hindi plurals), longest first. */
const MORE_SUFFIXES = [
  'ांमध्ये',
  'ांमधून',
  'मधून',
  'ांतून',
  'ातून',
  'ेतून',
  'ीतून',
  'ेमध्ये',
  'ीमध्ये',
  'ांतील',
  'ेतील',
  'ीतील',
  'तील',
  'ांसाठी',
  'ेसाठी',
  'ीसाठी',
  'विषयी',
  'बद्दल',
  'ानुसार',
  'ेनुसार',
  'नुसार',
  'ांकडे',
  'कडे',
  'कडून',
  'ियों',
  'ाओं',
  'ों',
  'ें',
  'चा',
  'ची',
  'चे',
  'ला',
  'ना',
  'नी',
  'ने',
].sort((a, b) => b.length - a.length);
const FINAL_VOWEL_SIGN = /[\u093E-\u094C\u0902]$/u;

/** English endings tokens.ts keeps: "elected", "election" and "elect" meet; "protection" finds "protect". */
const ENGLISH_ENDINGS = /(?:isation|ization|ation|ition|ions|ion|ings|ing|ed|ment|ments)$/;

/** "अधिकारी" (an officer) and its "अधिकाऱ्या-" forms are not "अधिकार" (a right, a power), which the stemmer would make them. */
const OFFICER = /^अधिका(?:री|ऱ्य)/;
const OFFICER_TERM = 'अधिकारी';
/** …so the index term "अधिकारी" is a word of its own, not a longer form of "अधिकार" (question-units.ts). */
export const OWN_WORDS: ReadonlySet<string> = new Set([OFFICER_TERM]);

function stemMore(w: string): string {
  const lemma = LEMMAS.get(w);
  if (lemma) return stemMore(lemma);
  if (OFFICER.test(w)) return OFFICER_TERM;
  let s = stem(w);
  if (!isDevanagari(s)) {
    if (/^[a-z]+$/.test(s) && s.length >= 7) {
      const cut = s.replace(ENGLISH_ENDINGS, '');
      if (cut.length >= 4) s = cut;
    }
    // "remove" meets "removed" (cut to "remov"), "office" meets "offices"; not -te ("constitute" is not "constitution")
    if (/^[a-z]{3,}[vgcsz]e$/.test(s)) s = s.slice(0, -1);
    return s;
  }
  for (const suf of MORE_SUFFIXES) {
    if (s.endsWith(suf) && [...s].length - [...suf].length >= 3) {
      s = s.slice(0, -suf.length);
      break;
    }
  }
  while (FINAL_VOWEL_SIGN.test(s) && [...s].length > 3) s = s.slice(0, -1);
  // a case ending after a vowel letter: "पेशवाईचा", "लढाईत", "कमाईने" are "पेशवाई", "लढाई", "कमाई" (the endings
  // above start with a vowel sign, which these words have none of)
  if (AFTER_VOWEL_LETTER.test(s) && [...s].length > 3) s = s.slice(0, -1);
  // "कार्यकाल" and "कार्यकाळ", "मंडल" and "मंडळ": both are written (the first as in Hindi, and on phones); in short words the
  // two letters tell words apart ("मुळे" because, "मुले" children; "केळ" banana, "केले" did), so those keep them; a long
  // or short i or u within the word the same ("मंजुरी"/"मंजूरी", "पूर्व"/"पुर्व"), in words of four letters or more
  return [...s].length >= 4
    ? s
        .replace(/ळ/gu, 'ल')
        .replace(/ी(?=.)/gu, 'ि')
        .replace(/ू(?=.)/gu, 'ु')
    : s;
}
const AFTER_VOWEL_LETTER = /[\u0905-\u0914][चलनत]$/u;

const isStop = (w: string) => isStopWord(w) || HINDI_STOP.has(w) || QUESTION_STOP.has(w);
/** The English words a question is asked with and that say nothing of its subject ("difference", "explain"), stemmed. */
export const questionWordStems = (): string[] =>
  (questionStems ??= [...new Set([...englishStopWords(), ...QUESTION_STOP].filter((w) => /^[a-z]{6,}$/.test(w)).map(stemMore))]);
let questionStems: string[] | undefined;

/** Content words of a text, digits in ASCII, stemmed: what passages and questions are compared on. */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  const plain = (SOLVE.test(text) ? text.replace(METHOD_WORDS, ' ') : text).replace(
    RATIO,
    (r) => `${r} ${/[\u0900-\u097F]/u.test(text) ? 'गुणोत्तर' : 'ratio'}`,
  );
  for (const w of words(
    asciiDigits(plain).replace(KM, 'किमी').replace(IDIOMS, ' ').replace(LETTER_PREFIX, '$1$2').replace(ORDINAL_DIGITS, ordinalWord),
  ))
    if (!isStop(w) && (w.length > 1 || /\d/.test(w))) out.push(stemMore(w));
  return out;
}

/** "कि.मी." is "किमी", the kilometre, as the notes also write it (the dotted form would read as "कि" and "मी", "I"). */
const KM = /(?<![\p{L}\p{M}])कि\.\s?मी\.?/gu;

/** "a:b", "2 : 3": a ratio, which says "ratio" without the word (not a time, "4:20"; nor a YAML-like "Part I: …"). */
const RATIO = /(?<![\p{L}\p{M}\p{N}:])(?:[a-z]|\d)(?::|\s:\s)(?:[a-z]|\d)(?![\p{L}\p{M}\p{N}:])/giu;

/**
 * "blood relation चे प्रश्न कसे सोडवायचे?", "how to solve time and work problems easily": asked how to solve, the
 * words for an exam question and for a quick way say how it is asked, not what about.
 */
const SOLVE = /\bsolv(?:e|es|ed|ing)\b|\bcalculat(?:e|es|ed|ing)\b|सोडव|काढाय|काढाव|काढण्याची|काढण्याच्या/iu;
const METHOD_WORDS =
  /\b(?:questions?|problems?|sums?|shortcuts?|tricks?|easily|easy|quickly|fast)\b|(?<![\p{L}\p{M}])(?:प्रश्न[\p{L}\p{M}]*|गणित(?:े|ं|ां[\p{L}\p{M}]*)|(?:(?:एक|एखादे|एखादा|एखादी)\s+)?उदाहरण(?:े|ं|ां[\p{L}\p{M}]*)?(?:\s+(?:देऊन|द्या|दे)(?![\p{L}\p{M}]))?|शॉर्टकट|ट्रिक[\p{L}\p{M}]*|सोपी|सोपे|सोप्या|पटकन|लवकर)(?![\p{L}\p{M}])/giu;

/** "8th Schedule" is the "Eighth Schedule": small English ordinals in digits read as the word the notes write. */
const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const ORDINAL_DIGITS = /\b([1-9]|1[0-2])(?:st|nd|rd|th)\b(?!\s+(?:constitutional\s+|constitution\s+)?amendment)/giu;
const ordinalWord = (_: string, n: string) => ORDINAL_WORDS[Number(n) - 1]!;

const NUM = String.raw`\d{1,3}(?:\s*-?\s*(?:[a-d]|अ|ब|क)(?![\p{L}\p{M}\d]))?`;
const JOIN = String.raw`\s*(?:,|&|and|or|to|–|—|-|व|आणि|ते|किंवा|और|से|तक)\s*`;
const LIST = `${NUM}(?:${JOIN}${NUM})*`;
const ARTICLE_EN = new RegExp(String.raw`\b(?:articles?|arts?\.)\s*(${LIST})`, 'giu');
const ARTICLE_IN = new RegExp(String.raw`(?:कलम|अनुच्छेद|आर्टिकल)[\p{L}\p{M}]*\s*(${LIST})`, 'gu');
const ARTICLE_AFTER = /(\d{1,3})\s*(?:व्या|वे|वा|वें|वां)\s*(?:कलम|अनुच्छेद)/gu;
const AMENDMENT_EN = /\b(\d{1,3})\s*(?:st|nd|rd|th)?\s+(?:constitutional\s+|constitution\s+)?amendment/giu;
const AMENDMENT_IN = /(\d{1,3})\s*-?\s*(?:वी|वे|व्या|वा|वीं|वें|वां)?\s*(?:घटना|संविधान)?\s*(?:दुरुस्ती|दुरुस्त|संशोधन)/gu;
const LETTER: Record<string, string> = { a: 'a', b: 'b', c: 'c', d: 'd', अ: 'a', ब: 'b', क: 'c' };

function articleList(list: string): string[] {
  const items = [...list.matchAll(/(\d{1,3})(?:\s*-?\s*([a-d]|अ|ब|क)(?![\p{L}\p{M}\d]))?|(to|–|—|-|ते|से|तक)/giu)];
  const out: string[] = [];
  let rangeFrom: number | null = null;
  let pendingRange = false;
  for (const m of items) {
    if (m[3]) {
      pendingRange = rangeFrom !== null;
      continue;
    }
    const n = Number(m[1]);
    const letter = m[2] ? LETTER[m[2].toLowerCase()] : '';
    if (pendingRange && rangeFrom !== null && !letter && n > rangeFrom && n - rangeFrom <= 40)
      for (let k = rangeFrom + 1; k < n; k++) out.push(`art:${k}${IN_RANGE}`);
    out.push(`art:${n}${letter ?? ''}`);
    rangeFrom = letter ? null : n;
    pendingRange = false;
  }
  return out;
}

/** Marks an article inside a range ("Articles 12 to 35" holds 21): it matches, but less than one named itself. */
export const IN_RANGE = '~';

/** Article and amendment numbers a text names, as `art:21`, `art:21a`, `amd:42`; `art:21~` inside a range. */
export function entities(text: string): string[] {
  const t = asciiDigits(text.normalize('NFC'));
  const out = new Set<string>();
  for (const re of [ARTICLE_EN, ARTICLE_IN]) for (const m of t.matchAll(re)) for (const e of articleList(m[1]!)) out.add(e);
  for (const m of t.matchAll(ARTICLE_AFTER)) out.add(`art:${Number(m[1])}`);
  for (const re of [AMENDMENT_EN, AMENDMENT_IN]) for (const m of t.matchAll(re)) out.add(`amd:${Number(m[1])}`);
  return [...out];
}

/** The bare numbers an entity was written with (the query's "21" is the article, not a count of 21). */
export const entityNumber = (e: string) => e.replace(/^[a-z]+:/, '').replace(/[a-d~]$/, '');

export const isYear = (t: string) => /^\d{4}$/.test(t) && Number(t) >= 1000 && Number(t) <= 2100;

/**
 * Other countries as Marathi and Hindi write them: Devanagari has no capitals, so these names are known by list
 * ("चीनच्या संसदेत…" names China as surely as "China's parliament" does).
 */
const COUNTRIES_IN = [
  'चीन',
  'अमेरिका',
  'अमेरिके',
  'अमरीका',
  'फ्रान्स',
  'फ्रांस',
  'ब्रिटन',
  'इंग्लंड',
  'इंग्लैंड',
  'जपान',
  'जापान',
  'रशिया',
  'रूस',
  'जर्मनी',
  'इटली',
  'कॅनडा',
  'कनाडा',
  'ऑस्ट्रेलिया',
  'ब्राझील',
  'ब्राजील',
  'इराण',
  'ईरान',
  'इराक',
  'इस्रायल',
  'इजराइल',
  'पाकिस्तान',
  'बांगलादेश',
  'नेपाळ',
  'नेपाल',
  'श्रीलंका',
  'श्रीलंके',
  'म्यानमार',
  'भूतान',
  'अफगाणिस्तान',
  'अफगानिस्तान',
  'इंडोनेशिया',
  'मलेशिया',
  'सिंगापूर',
  'सिंगापुर',
  'स्पेन',
  'मेक्सिको',
  'अर्जेंटिना',
  'इजिप्त',
  'मिस्र',
  'केनिया',
  'दक्षिण आफ्रिका',
  'सौदी',
  'युक्रेन',
  'स्वित्झर्लंड',
  'स्विट्जरलैंड',
  'नॉर्वे',
  'स्वीडन',
  'डेन्मार्क',
  'न्यूझीलंड',
  'न्यूजीलैंड',
];
/** A word that is a country's name with at most a case ending after it ("चीनच्या", "अमेरिकेचे", "फ्रान्सचे"). */
const countryWord = (w: string) => COUNTRIES_IN.some((c) => !c.includes(' ') && w.startsWith(c) && [...w.slice(c.length)].length <= 6);

/** Words that name something: English words written with a capital inside the question ("Kesavananda", "Godavari"), acronyms, and other countries written in Devanagari. */
/**
 * The common noun a name ends with ("the Quit India Movement", "the Rowlatt Act", "the Finance Commission"): written
 * with a capital, but a note on any movement or act holds it — the name is in the words before it.
 */
const GENERIC_HEAD =
  /^(?:Movement|Movements|Act|Acts|Commission|Committee|Council|Party|Mission|Plan|Policy|Scheme|Yojana|Day|War|Wars|Revolt|Pact|Treaty|Conference|Session|Satyagraha|Agitation|Amendment|Bill|Board|Bank|Project|Programme|Program|Sabha|Samaj|Dynasty|Empire|Period|Age|River|Dam|Fort|Park|Sanctuary|Reserve)$/u;

export function properNames(text: string): Set<string> {
  const out = new Set<string>();
  const ws = text.normalize('NFC').split(/\s+/);
  const devanagari = /[\u0900-\u097F]/u.test(text);
  ws.forEach((w, i) => {
    const bare = w.replace(/[^\p{L}\p{M}]/gu, '');
    // capitalised inside the sentence, or an acronym anywhere (FIFA, SEBI; "GST परिषदेचे अध्यक्ष कोण?"), or a capitalised
    // English word in a Marathi question ("Harappan संस्कृती"): a name the candidate knows in English
    if (GENERIC_HEAD.test(bare)) return;
    if ((i > 0 && /^[A-Z][a-z]{2,}/.test(bare)) || /^[A-Z]{3,}$/.test(bare) || (devanagari && /^[A-Z][a-z]{2,}/.test(bare)))
      for (const t of indexTerms(bare)) out.add(t);
    else if (countryWord(bare)) for (const t of indexTerms(bare)) out.add(t);
  });
  return out;
}
