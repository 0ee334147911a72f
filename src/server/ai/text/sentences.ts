/**
 * Sentence splitting for English and Marathi: a sentence ends at '.', '!', '?', the danda '।' or the double danda
 * '॥' followed by a space (or at a line break), except after an initial ("G. V. Mavalankar", "ग. वा. मावळणकर"),
 * a common abbreviation ("e.g.", "Art.", "No.", "उदा.", "न्या.") or inside a number ("21.8").
 */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'no',
  'nos',
  'art',
  'arts',
  'e.g',
  'i.e',
  'etc',
  'vs',
  'viz',
  'govt',
  'rs',
  'sr',
  'jr',
  'lt',
  'gen',
  'col',
  'ed',
  'vol',
  'ch',
  'p',
  'pp',
  'sec',
  'cl',
  'approx',
  'est',
  'inc',
  'ltd',
  'co',
  // Marathi: उदा. (e.g.), न्या. (Justice), क्र. (No.), प्रा. (Prof.)
  'उदा',
  'न्या',
  'क्र',
  'प्रा',
]);
/**
 * One Latin letter, or one Devanagari letter (a conjunct too: "प्र." of "प्र. के. अत्रे") with its vowel sign,
 * anusvara or virama: an initial ("सें.मी." is one word).
 */
const INITIAL = /^(?:[A-Za-z]|[\u0905-\u0939\u0958-\u0961](?:\u094D[\u0915-\u0939])*[\u0900-\u0903\u093C\u093E-\u094D]*)$/u;
/** Joined initials before the last full stop: "W.C" of "W.C. Bonnerjee", "B.R" of "Dr. B.R. Ambedkar". */
const JOINED_INITIALS =
  /^(?:(?:[A-Za-z]|[\u0905-\u0939][\u0900-\u0903\u093C\u093E-\u094D]*)\.)+(?:[A-Za-z]|[\u0905-\u0939][\u0900-\u0903\u093C\u093E-\u094D]*)$/u;
/**
 * English letters as Marathi and Hindi write them when they are initials of more than one letter ("एल. एम. सिंघवी",
 * "ए. व्ही. अलेक्झांडर", "व्ही. पी. मेनन"); the one-letter ones (ए, बी, पी…) are INITIAL already.
 */
const LETTER_NAMES = new Set(['एफ', 'एच', 'आय', 'एल', 'एम', 'एन', 'क्यू', 'आर', 'एस', 'व्ही', 'वी', 'डब्ल्यू', 'एक्स', 'वाय', 'झेड', 'जे']);
const isInitial = (w: string) => INITIAL.test(w) || LETTER_NAMES.has(w);
const END = /[.!?।॥]/u;

function endsSentence(text: string, at: number): boolean {
  const mark = text[at]!;
  if (mark !== '.') return true;
  // the word the full stop ends
  let start = at;
  while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
  const word = text.slice(start, at).replace(/^[("'“‘[]+/, '');
  if (isInitial(word) || JOINED_INITIALS.test(word) || (word.includes('.') && word.split('.').every(isInitial))) return false;
  if (ABBREVIATIONS.has(word.toLowerCase())) return false;
  return true;
}

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  const flat = text.normalize('NFC').replace(/\r\n?/g, '\n');
  let from = 0;
  const push = (to: number) => {
    const s = flat.slice(from, to).replace(/\s+/g, ' ').trim();
    if (s) out.push(s);
    from = to;
  };
  for (let i = 0; i < flat.length; i++) {
    const ch = flat[i]!;
    if (ch === '\n' && flat[i + 1] === '\n') {
      push(i);
      continue;
    }
    if (!END.test(ch)) continue;
    // run of closing marks: "...", "?!", a closing quote or bracket
    let j = i + 1;
    while (j < flat.length && /[.!?।॥"'”’)\]]/u.test(flat[j]!)) j++;
    if (j < flat.length && !/\s/.test(flat[j]!)) continue; // 21.8, e.g.x, U.S.A
    if (!endsSentence(flat, i)) continue;
    push(j);
    i = j - 1;
  }
  push(flat.length);
  return out;
}
