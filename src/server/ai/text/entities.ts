import { englishStopWords, isDevanagari, isStopWord, stem, words } from './tokens';

/**
 * What the tutor's passage index compares: words in one script of digits, a light stem for Marathi and Hindi
 * inflections on top of tokens.ts's, and exact entities — article and amendment numbers — as tokens of their own
 * ("Article 21", "कलम २१", "अनुच्छेद 21" → `art:21`; never 21A, 368 or "age 21"; "42nd Amendment",
 * "४२ वी घटनादुरुस्ती" → `amd:42`).
 */

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
export const asciiDigits = (s: string) => s.replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d)));

/** Hindi question words and postpositions (Marathi and English ones are in tokens.ts). */
const HINDI_STOP = new Set(`क्या है हैं था थी थे का की के में से को पर और या कौन कब कहाँ कहां कैसे किस किसे किसने यह वह इस उस एक होता होती होते`.split(/\s+/));
/** Question words that say nothing about the subject ("who is called…", "what happened…"). */
const QUESTION_STOP = new Set(
  `called known famous happened happen role purpose work works function functions use used say says said stand stands
  refer refers means solve solving different differ differs सोडवायचे सोडवावे सोडवायची सोडवतात difference differences distinguish फरक यांतील यांच्यातील त्यांतील कोणाला कोणी कधी किती कशाला कशासाठी कुठे कोठे कशाशी कशी कसे कोणत्या कोणते कोणती कोणता ओळखतात
  म्हणतात म्हणून म्हणजेच होतो होते होती झाली झाला झाले केली केला केले सांगते सांगतो सांगतात सांगितले म्हणते
  समजावून समजून समजावा समझाइए समझाएं समझाओ बताइए बताएं मूलतत्त्वे मूलतत्त्व कोठून कुठून केव्हा कोणामध्ये कोणाशी
  कोणाकडे कोणाकडून कोणापासून कोणाच्या कोणाचा कोणाची कोणाचे कोणाला कोणत्याही कसला कसली कसले यांचे यांचा यांची
  यांच्या यांना यांनी यांच्याकडे त्यांचे त्यांचा त्यांची त्यांच्या त्यांना त्यांनी काम कामे कार्य कार्ये भूमिका
  केल्या झाल्या असतो असतात जाते जातो जाती करावे करायचे करायची करायचा करते करतो करतात यात नाही हवी हवे हवा आणखी
  कशामुळे कशाने कशापासून कशावर कशात कशाचा कशाची कशाचे कशाच्या
  चालवला चालवली चालवले ठरवला ठरवली ठरवले मिळाला मिळाली मिळाले मिळाल्या मिळते मिळतात मिळायला बांधले बांधला बांधली
  काढायची काढायचे काढायचा काढावी काढावे काढावा काढतात काढली काढला काढले
  यांत यांमध्ये यांच्यात कशा कशाप्रकारे कोणकोणते कोणकोणती कोणकोणत्या कोणाकोणत्या दोघांमध्ये दोघांत जास्त
  कधीपासून कधीपर्यंत केव्हापासून पेक्षा play plays played whats wat wht whos hows wheres whens whys
  get gets got make makes find using talk talks bring brings brought fought built located situated become became
  linked associated connected related introduce introduced introduces given made like apart behind someone somebody goes don doesn didn isn aren wasn weren लाभला लाभली लाभले सोडवण्यासाठी सोडवण्याची सोडवण्याचे सोडवण्याच्या करण्यामागे करण्यामागचा करण्यामागचे करण्यामागील घेताना त्याआधी त्यापूर्वी होत्या होतात असता झालेले झालेला झालेली झालेल्या मिळतो मिळेल नुसार getting ओळखायची ओळखायचे ओळखायचा ओळखावी ओळखावे
  happens thru doesnt dont didnt isnt arent wasnt actually exactly basically really suddenly अचानक नेमकी नेमके नेमका नेमक्या कुठपर्यंत कोठपर्यंत कुठवर
  meant यातील यामधील त्यातील प्रश्नांमध्ये प्रश्नात प्रश्नांत उदाहरणासह उदाहरणांसह
  ठरवायची ठरवायचे ठरवायचा ठरवावी ठरवावे ठरवतात मिळवता मिळवतात मिळवावे कशाबद्दल कशाविषयी
  समजवा समजवून समजवायचे समजवायची एवढे एवढा एवढी एवढ्या इतके इतका इतकी मानले मानला मानली मानतात द्यायचे द्यायचा
  द्यायची ठरले ठरला ठरली see keep keeps build builds building`.split(/\s+/),
);
/**
 * "take place" says that something happened, not what; "Name the…" asks for a list; "in simple words" asks for a
 * manner of telling, "good for", "look into" and "which year" for what the sentence states anyway; "…बद्दल माहिती द्या" (tell me about…) asks to be told: their
 * words are no part of the question's subject. "माहिती" itself is ("राज्य माहिती आयुक्त", "माहिती तंत्रज्ञान").
 */
const IDIOMS =
  /(?:^\s*|\band\s+)name(?=\s+(?:the|any|some|all|a|an|its|his|her|their|two|three|four|five|six)\b)|(?<![\p{L}\p{M}])पूर्ण\s+(?:रूप|स्वरूप)(?![\p{L}\p{M}])|(?<=\b(?:which|what)\s+)(?:country|city|place|person)\b|\b(?:the\s+)?current\s+one\b|(?<=\bhow\s+much\s+)money\b|(?<=(?<![\p{L}\p{M}])किती\s+)पैसे(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])उंची(?=\s+किती(?![\p{L}\p{M}]))|(?<=\bwhat\s+is\s+the\s+)height(?=\s+of\b)|(?<=\b(?:what|why)\s+(?:is|was|are|were)\s+(?:the\s+)?)(?:significance|importance)(?=\s+of\b)|(?<![\p{L}\p{M}])(?:एक\s+)?उदाहरण(?:े|ं)?\s+(?:देऊन|द्या|दे)(?![\p{L}\p{M}])|\b(?:in|using)\s+(?:simple|easy|plain)\s+(?:words|terms|language)\b|\b(?:good|suitable|ideal)(?=\s+for\b)|\bwith\s+(?:an\s+)?examples?\b|\b(?:look|looks|looked|looking)\s+into\b|(?<=\b(?:which|what)\s+)year\b|(?<=(?<![\p{L}\p{M}])(?:कोणत्या|कुठल्या)\s+)(?:वर्षी|साली)(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])सोप्या\s+(?:भाषेत|शब्दांत|शब्दात)(?![\p{L}\p{M}])|\b(?:take|takes|took|taken|taking)\s+place\b|(?<![\p{L}\p{M}])(?:(?:बद्दल|विषयी|संबंधी|बाबत)\s+)?माहिती\s+(?:द्या|सांगा|हवी|हवे|पाहिजे|मिळेल|दे|सांग|द्याल)(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])(?:बद्दल|विषयी|संबंधी|बाबत)\s+माहिती(?![\p{L}\p{M}])/giu;
/** A one-letter prefix is part of its word: "e-governance", "ई-प्रशासन", "X-ray" (the letter alone would be dropped). */
const LETTER_PREFIX = /(^|[^\p{L}\p{M}\p{N}])(\p{L})-(?=\p{L})/gu;

/** Endings the tokens.ts stemmer leaves (consonant-led postpositions, Hindi plurals), longest first. */
const MORE_SUFFIXES = [
  'ांमध्ये',
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

function stemMore(w: string): string {
  const lemma = LEMMAS.get(w);
  if (lemma) return stemMore(lemma);
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
/**
 * Verb forms the stemmer would join to another word: "नेमतात", "नेमतो" (appoints) cut to "नेमत" would be the "नेमता"
 * of "कामात नेमता येत नाही" (can be employed); they are the appointment (नियुक्त), as the notes use them. And the
 * honorific "गांधीजी" (stemmed "गांधिज") is the notes' "गांधी", and a common misspelling the word it misspells.
 */
const LEMMAS = new Map([
  // the misspellings candidates type most ("iqta sytem", "goverment", "parliment", "maharastra")
  ['sytem', 'system'],
  ['systm', 'system'],
  ['goverment', 'government'],
  ['govt', 'government'],
  ['parliment', 'parliament'],
  ['parlament', 'parliament'],
  ['maharastra', 'maharashtra'],
  ['maharshtra', 'maharashtra'],
  ['consitution', 'constitution'],
  ['constituion', 'constitution'],
  ['ammendment', 'amendment'],
  ['independance', 'independence'],
  ['गांधीजी', 'गांधी'],
  ['गांधीजींनी', 'गांधी'],
  ['गांधीजींच्या', 'गांधी'],
  ['गांधीजींचा', 'गांधी'],
  ['गांधीजींची', 'गांधी'],
  ['गांधीजींचे', 'गांधी'],
  ['गांधीजींना', 'गांधी'],
  ['नेमतात', 'नियुक्त'],
  ['नेमतो', 'नियुक्त'],
  ['नेमते', 'नियुक्त'],
]);

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
  for (const w of words(asciiDigits(plain).replace(IDIOMS, ' ').replace(LETTER_PREFIX, '$1$2').replace(ORDINAL_DIGITS, ordinalWord)))
    if (!isStop(w) && (w.length > 1 || /\d/.test(w))) out.push(stemMore(w));
  return out;
}

/** "a:b", "2 : 3": a ratio, which says "ratio" without the word (not a time, "4:20"; nor a YAML-like "Part I: …"). */
const RATIO = /(?<![\p{L}\p{M}\p{N}:])(?:[a-z]|\d)(?::|\s:\s)(?:[a-z]|\d)(?![\p{L}\p{M}\p{N}:])/giu;

/**
 * "blood relation चे प्रश्न कसे सोडवायचे?", "how to solve time and work problems easily": asked how to solve, the
 * words for an exam question and for a quick way say how it is asked, not what about.
 */
const SOLVE = /\bsolv(?:e|es|ed|ing)\b|\bcalculat(?:e|es|ed|ing)\b|सोडव|काढाय|काढाव|काढण्याची|काढण्याच्या/iu;
const METHOD_WORDS =
  /\b(?:questions?|problems?|sums?|shortcuts?|tricks?|easily|easy|quickly|fast)\b|(?<![\p{L}\p{M}])(?:प्रश्न[\p{L}\p{M}]*|गणित(?:े|ं|ां[\p{L}\p{M}]*)|उदाहरण(?:े|ं|ां[\p{L}\p{M}]*)?|शॉर्टकट|ट्रिक[\p{L}\p{M}]*|सोपी|सोपे|सोप्या|पटकन|लवकर)(?![\p{L}\p{M}])/giu;

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
