import type { PassageIndex } from './passages';
import { questionKind } from './text/answer-type';
import { isDevanagari } from './text/tokens';
import { entities, entityNumber, IN_RANGE, indexTerms, isYear, properNames } from './text/entities';
import { joinSplitWords } from './text/joined';
import { inflections, spelled } from './question-spelling';

export { spellingKey } from './question-spelling';

/**
 * A question as the passage index reads it (passages.ts): one *unit* per content word, with the vocabulary's longer
 * forms of it (inflections) as alternatives, a glossary term's forms in every language as alternatives of the whole
 * term (a phrase token where its words stand together), and article/amendment numbers as exact entities weighted ×3
 * (years ×1.5, names ×1.3).
 */

/** A glossary term of several words as one token, present only where its words stand together. */
export const phraseToken = (terms: readonly string[]) => terms.join('_');

export interface Unit {
  label: string;
  /** alternatives: every term of one must be present; `factor` discounts inflections */
  alts: { terms: string[]; factor: number }[];
  /** idf × the entity/year/name boost */
  weight: number;
  /** a proper name or acronym of the question ("Godavari", "FIFA"): a note without it is not about the question */
  name?: boolean;
  /** an exam term of the glossary ("percentage", "Chief Secretary"): a note that never mentions it is not about it */
  term?: boolean;
}

const idf = (ix: PassageIndex, t: string, df = ix.df.get(t) ?? 0) => Math.log(1 + (ix.passages.length - df + 0.5) / (df + 0.5));
/** A word in at least this share of the passages names the field, not the question's subject. */
const COMMON_SHARE = 0.05;
/** …and so does "Indian" beside "India" (भारतीय beside भारत), however rarely the notes write the adjective. */
const FIELD = new Set(indexTerms('indian भारतीय'));

/**
 * A question word shorter than a glossary form stands for it only when what is left is an ending ("खटल" for
 * "खटला"), not another word ("राज्य", a state, is not "राज्याभिषेक", a coronation) nor a syllable of one ("उद्देश",
 * an aim, is not "उद्देशिका", the Preamble).
 */
const ENDING = 2;
/** A glossary term's words scattered over a sentence count this share of the words together. */
const SCATTERED = 0.5;
/** …and an English one by an ending of a few letters, not as a longer word ("electricity" is no "elect", election). */
const longer = (q: string, f: string) => q.startsWith(f) && (isDevanagari(q) || q.length - f.length <= 3);
const ending = (form: string, word: string) =>
  [...form].length - [...word].length <= ENDING && !/[\u0915-\u0939\u0958-\u095F]/u.test(form.slice(word.length));

/** Ordinal words, as index terms: English (digits read as words by indexTerms), Marathi and Hindi. */
const ORDINALS = new Set(
  [
    'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth',
    'पहिला पहिली पहिले पहिल्या दुसरा दुसरी दुसरे दुसऱ्या तिसरा तिसरी तिसरे तिसऱ्या चौथा चौथी चौथे चौथ्या पाचवा पाचवी पाचवे पाचव्या',
    'सहावा सहावी सहाव्या सातवा सातवी सातव्या आठवा आठवी आठव्या नववा नववी नवव्या दहावा दहावी दहाव्या द्वितीय तृतीय',
    'पहला पहली दूसरा दूसरी तीसरा तीसरी',
  ]
    .join(' ')
    .split(' ')
    .flatMap((w) => indexTerms(w)),
);

export function questionUnits(ix: PassageIndex, typed: string): Unit[] {
  const question = joinSplitWords(typed, (t) => ix.df.get(t) ?? 0);
  const ents = entities(question);
  const numbers = new Set(ents.map(entityNumber));
  // a name as the candidate capitalised it ("the Ballon d'Or") is a typo only of a word the notes write as a name too
  // ("Governer" of "Governor"), not of any word ("ballot")
  const capitalised = properNames(question);
  const corrected = (t: string) => {
    const c = spelled(ix, t);
    return !capitalised.has(t) || c === t || ix.capitalised.has(c) ? c : t;
  };
  const asked = indexTerms(question)
    .map(corrected)
    .filter((t) => t && !numbers.has(t));
  let qTerms = [...new Set(asked)];
  // a word the question says twice can stand in two terms ("net national product … gross domestic product")
  const times = new Map<string, number>();
  for (const t of asked) times.set(t, (times.get(t) ?? 0) + 1);
  // "the Second Administrative Reforms Commission", "दुसऱ्या प्रशासकीय सुधारणा आयोगाचे": the ordinal names which one, as
  // a name does — a note on the first commission alone is not about the second
  const names = new Set([...capitalised, ...indexTerms(question).filter((t) => ORDINALS.has(t) || ix.names.has(t))]);
  const units: Unit[] = [];
  for (const e of ents) {
    const alts = [{ terms: [e], factor: 1 }, ...(e.startsWith('art:') && !e.endsWith(IN_RANGE) ? [{ terms: [`${e}${IN_RANGE}`], factor: 0.4 }] : [])];
    units.push({ label: e, alts, weight: 3 * idf(ix, e) });
  }
  // glossary terms, longest forms first: the whole term is one unit with every form as an alternative; a form's
  // word matches an inflected or compounded question word ("खटला" ~ "खटल्याचा", "घटनादुरुस्ती" ~ "घटनादुरुस्तीची")
  const matchOf = (f: string, pool: string[]) =>
    pool.find((q) => q === f || (f.length >= 3 && q.length >= 3 && (longer(q, f) || (f.startsWith(q) && isDevanagari(f) && ending(f, q)))));
  const naming = questionKind(question) === 'name';
  const candidates = ix.glossary
    .flatMap((g) =>
      g.forms
        .filter((f) =>
          together(
            asked,
            f.map((t) => matchOf(t, qTerms)),
          ),
        )
        .map((f) => ({ g, f })),
    )
    .sort((a, b) => b.f.length - a.f.length || b.f.join('').length - a.f.join('').length);
  // the same term named again in brackets ("जांभा (laterite) मृदा") is one thing; named twice outside them ("why is
  // the Sahyadri called the Western Ghats?") each name is asked about
  const termsUsed = new Set<(typeof ix.glossary)[number]>();
  const taken = new Set<string>();
  const bracketed = new Set([...question.normalize('NFC').matchAll(GLOSS)].flatMap((m) => indexTerms(m[2]!)));
  for (const { g, f } of candidates) {
    const used = f.map((t) => matchOf(t, qTerms));
    if (used.some((u) => u === undefined)) continue;
    // …but not a term within one already taken ("निवडणूक आयोग" of "राज्य निवडणूक आयोग"), nor the same term again
    const again = used.filter((t) => taken.has(t!));
    if (again.length === used.length || (again.length && termsUsed.has(g))) continue;
    for (const t of used) {
      times.set(t!, (times.get(t!) ?? 1) - 1);
      taken.add(t!);
    }
    qTerms = qTerms.filter((t) => (times.get(t) ?? 0) > 0);
    if (termsUsed.has(g) && used.every((t) => bracketed.has(t!))) continue;
    termsUsed.add(g);
    // a term of several words counts in full where they stand together ("Chief Secretary"), less where they are
    // scattered over a sentence ("the Chief Executive Officer … the secretary of the Panchayat Samiti")
    // "what are the Western Ghats called?" asks for another of the term's names: only the form asked with is the term —
    // of a name's entry; a common word's ("woman" ~ स्त्री in "…पहिल्या महिला शिक्षिका का म्हणतात?") keeps its forms
    const alts = (naming && g.proper ? [f, used as string[]] : [...g.forms, used as string[]]).flatMap((terms) =>
      terms.length > 1
        ? [
            { terms: [phraseToken(terms)], factor: 1 },
            { terms, factor: SCATTERED },
          ]
        : [{ terms, factor: 1 }],
    );
    // the term stands for the question's words it replaces: their weights add up
    const weight = (used as string[]).reduce(
      (sum, t) => sum + Math.min(idf(ix, t), ...g.forms.filter((x) => x.length === 1).map((x) => idf(ix, x[0]!))),
      0,
    );
    // …and a term known by an acronym ("GST", "जीएसटी", "वस्तू व सेवा कर") names one thing: a note without it is not about it
    units.push({ label: f.join(' '), alts, weight, term: true, ...(g.acronym ? { name: true } : {}) });
  }
  for (const t of qTerms.filter((x) => !taken.has(x))) {
    // "Himalayan" of the notes' "Himalaya", "Asian" of "Asia": the adjective of a name in -a names it
    const noun = /^[a-z]{4,}an$/.test(t) && ix.df.has(t.slice(0, -1)) ? [{ terms: [t.slice(0, -1)], factor: 0.9 }] : [];
    const alts = [{ terms: [t], factor: 1 }, ...noun, ...inflections(ix, t).map((x) => ({ terms: [x], factor: 0.9 }))];
    const boost = isYear(t) ? 1.5 : names.has(t) ? 1.3 : 1;
    const known = alts.filter((a) => (ix.df.get(a.terms[0]!) ?? 0) > 0);
    // a word of the field (India, Maharashtra, भारत: in one passage of twenty or more) weighs as little as it is common,
    // not as its rarest longer form ("महाराष्ट्रामार्ग")
    const common = FIELD.has(t) || (ix.df.get(t) ?? 0) >= COMMON_SHARE * ix.passages.length;
    // …and so does an English word in a Marathi question ("राज्यपालांचे powers"): "powerloom" is not a form of it
    const loan = isDevanagari(question) && /^[a-z]/.test(t) && (ix.df.get(t) ?? 0) > 0;
    const w = common || loan ? idf(ix, t) : known.length ? Math.max(...known.map((a) => idf(ix, a.terms[0]!))) : idf(ix, t);
    units.push({ label: t, alts, weight: boost * w, ...(names.has(t) ? { name: true } : {}) });
  }
  // "the largest district by area": the measure a superlative is taken by, not what is asked about
  const measures = new Set([...question.normalize('NFC').matchAll(BY_MEASURE)].flatMap((m) => indexTerms(m[1] ?? m[2] ?? '')));
  return glossed(measures.size ? units.map((u) => (measures.has(u.label) ? { ...u, weight: u.weight * BY_MEASURE_SHARE } : u)) : units, question);
}

/**
 * "आम्ल पाऊस (acid rain)", "मिठाचा सत्याग्रह (दांडी यात्रा)", "मुख्य कार्यकारी अधिकारी (CEO)": words in brackets
 * name again what the words before them name — a sentence holding either side holds it. The words before are as many
 * as in the brackets, or as the letters of an acronym.
 */
function glossed(units: Unit[], question: string): Unit[] {
  let out = units;
  for (const m of question.normalize('NFC').matchAll(GLOSS)) {
    const inside = indexTerms(m[2]!);
    const acronym = /^\s*[A-Z]{2,5}\s*$/.test(m[2]!) ? m[2]!.trim().length : 0;
    const before = indexTerms(m[1]!).slice(-Math.min(MAX_GLOSSED, acronym || inside.length));
    if (!inside.length || !before.length) continue;
    const within = (u: Unit, terms: string[]) => u.label.split(' ').every((t) => terms.some((x) => x === t || x.startsWith(t)));
    out = out.map((u) =>
      within(u, inside)
        ? { ...u, alts: [...u.alts, { terms: before, factor: 1 }] }
        : within(u, before)
          ? { ...u, alts: [...u.alts, { terms: inside, factor: 1 }] }
          : u,
    );
  }
  return out;
}
const GLOSS = /([^()]+?)\s*\(([^()]+)\)/gu;
/** At most this many words before the brackets are what they name again. */
const MAX_GLOSSED = 4;

const BY_MEASURE = /\b(?:by|in terms of)\s+(area|population|length|size|volume|production)\b|(क्षेत्रफळ|लोकसंख्ये|लांबी|उत्पादना)(?:ाने|ने)(?![\p{L}\p{M}])/giu;
/** What a measure word of "by area" still weighs. */
const BY_MEASURE_SHARE = 0.3;

/**
 * A term of several words is asked where its words stand together ("घटना समिती", the Constituent Assembly), not where
 * they are scattered over the question ("…कोणत्या समितीच्या शिफारशीवरून घटनेत आली", on a committee's advice into the
 * Constitution). `asked`: the question's terms in order; `used`: the question terms each word of the form matched (none:
 * the form is not asked).
 */
function together(asked: string[], used: (string | undefined)[]): boolean {
  if (used.some((t) => t === undefined)) return false;
  const key = (ts: readonly (string | undefined)[]) => [...ts].sort().join(' ');
  return asked.some((_, i) => key(asked.slice(i, i + used.length)) === key(used));
}
