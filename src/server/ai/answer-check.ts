import { covers, type NoteEntry, type Passage, type PassageIndex, type Unit } from './passages';
import type { AnswerKind } from './text/answer-type';
import { indexTerms, isYear } from './text/entities';

/**
 * Does an answer answer? Three checks on the notes the ranking put first, each general (no question is named):
 * - the **focus**: what the question asks about — the words counted by "how many / किती" ("districts" in "How many
 *   districts are there in Maharashtra?", not the state every note names); else its article, exam term, names or
 *   heaviest titled word. A count answers only when its number stands by the counted word ("36 districts"), not by
 *   another ("in 2014, Maharashtra's…"); `retrieval.ts` lets a note whose sentence gives it go first.
 * - **general before local**: a definition question that does not name Maharashtra is answered by the note that
 *   defines the term, not by a Maharashtra note that lists instances of it; one that names Maharashtra, the reverse
 *   (and India's from a note whose sentence says India, what holds now from one that says it with a recent date).
 * - the **margin**: two leading notes almost level whose lead sentences say different things — the retrieval cannot
 *   tell which is meant, and the confidence says so.
 */

/** A word more notes' titles hold than this share names a field ("Maharashtra", "India"), not a focus. */
const FIELD_TITLE_SHARE = 0.08;

const COUNT_CUE = /\bhow (?:many|much)\s+|(?:^|\s)(?:किती|कितने|कितनी|कितना)\s+/iu;

/**
 * The words a "how many" question counts ("districts", "administrative divisions", "जिल्हे"): the content words
 * right after the cue, up to the first word that is not one.
 */
export function countedWords(question: string): string[] {
  const q = question.normalize('NFC');
  const m = COUNT_CUE.exec(q);
  if (!m) return [];
  const out: string[] = [];
  for (const w of q
    .slice(m.index + m[0].length)
    .split(/\s+/)
    .slice(0, 3)) {
    const t = indexTerms(w)[0];
    if (!t) break;
    out.push(t);
  }
  return out.slice(0, 2);
}

/**
 * Units of measure: "How many km long is India's coastline?" counts kilometres of the coastline, so a sentence with
 * "2,525 km" of a river does not answer it — the measured thing must be in the sentence too (`measuredUnit`).
 */
const MEASURES = new Set(
  [
    'km',
    'kilometre',
    'kilometres',
    'kilometer',
    'metre',
    'metres',
    'meter',
    'cm',
    'mm',
    'sq',
    'hectare',
    'hectares',
    'kg',
    'tonne',
    'tonnes',
    'years',
    'year',
    'per cent',
    'percent',
    'किमी',
    'किलोमीटर',
    'मीटर',
    'सेमी',
    'मिमी',
    'चौरस',
    'हेक्टर',
    'टन',
    'वर्षे',
    'वर्षांचा',
    'टक्के',
  ].flatMap((w) => indexTerms(w)),
);
/** The words that ask for a size ("long" in "how long is…"): the question's frame, not what it measures. */
const SIZES = new Set(
  ['long', 'far', 'high', 'big', 'deep', 'tall', 'wide', 'length', 'लांब', 'लांबी', 'उंच', 'उंची', 'खोल'].flatMap((w) => indexTerms(w)),
);
const isMeasure = (u: Unit) => u.alts.some((a) => a.terms.length === 1 && MEASURES.has(a.terms[0]!));

/**
 * What a "how many <unit>" or "how long/far/high…" question measures: its heaviest unit that is neither the measure,
 * a number, the question's field ("India", "Maharashtra") nor a counted word. None for other questions.
 */
export function measuredUnit(ix: PassageIndex, units: Unit[], question: string): Unit | undefined {
  const counted = countedWords(question);
  const size = /\bhow (?:long|far|high|big|deep|tall|wide)\b/iu.test(question);
  if (!size && (!counted.length || !MEASURES.has(counted[0]!))) return undefined;
  const rest = units.filter(
    (u) => !isMeasure(u) && !SIZES.has(u.label) && !/^\d+$/.test(u.label) && !isField(ix, u) && !counted.some((c) => u.label === c),
  );
  return rest.reduce<Unit | undefined>((b, u) => (!b || u.weight > b.weight ? u : b), undefined);
}

/** How many notes' titles hold a unit, per index (the index is built once per content version). */
const titleCounts = new WeakMap<PassageIndex, Map<string, number>>();
function inTitles(ix: PassageIndex, u: Unit): number {
  let counts = titleCounts.get(ix);
  if (!counts) titleCounts.set(ix, (counts = new Map()));
  let n = counts.get(u.label);
  if (n === undefined) {
    n = 0;
    for (const e of ix.notes.values()) if (inTitle(e, u)) n++;
    if (counts.size < 5000) counts.set(u.label, n);
  }
  return n;
}
const isField = (ix: PassageIndex, u: Unit) => inTitles(ix, u) > Math.max(3, FIELD_TITLE_SHARE * ix.notes.size);
const inTitle = (e: NoteEntry, u: Unit) => u.alts.some((a) => a.factor === 1 && a.terms.every((t) => e.titleTerms.has(t)));

/**
 * The units a sentence that answers must hold (empty: nothing to check): the counted words of "how many"; else the
 * names the question gives ("Shahu", "FIFA") or, with none, its heaviest word that some note's title holds (a noun
 * the library is about — "revolt", not "start"), or its heaviest word; never the state or the country (a field).
 */
export function focusUnits(ix: PassageIndex, units: Unit[], question: string): Unit[] {
  const counted = countedWords(question);
  if (counted.length) {
    const us = units.filter((x) => x.alts.some((a) => a.terms.length === 1 && counted.some((c) => a.terms[0] === c || a.terms[0]!.startsWith(c))));
    if (us.length) return us;
  }
  // an article or amendment, or an exam term of several words ("Five Year Plan"), is what such a question asks about
  const entity = units.filter((u) => u.label.includes(':'));
  if (entity.length) return entity;
  const own = units.filter((u) => !/^\d+$/.test(u.label) && [...u.label].length > 2 && !isField(ix, u));
  const terms = own.filter((u) => u.label.includes(' '));
  if (terms.length) return terms;
  const names = own.filter((u) => u.name);
  if (names.length) return names;
  const heaviest = (us: Unit[]) => us.reduce<Unit | undefined>((b, u) => (!b || u.weight > b.weight ? u : b), undefined);
  const titled = heaviest(own.filter((u) => inTitles(ix, u) > 0));
  const best = titled ?? heaviest(own);
  return best ? [best] : [];
}

/** "Who was Bajirao I?", "सम्राट अशोक कोण होता?": who someone is, answered like a definition. */
const IDENTITY = /^\s*who (?:is|was|were)\b|(?:^|\s)कोण (?:होता|होती|होते|आहे|आहेत)\s*\??\s*$|(?:^|\s)कौन (?:था|थी|थे|है|हैं)\s*\??\s*$/iu;
export const isIdentity = (question: string) => IDENTITY.test(question.normalize('NFC'));

const STATE = ['maharashtra', 'महाराष्ट्र'];
/** A term, or a word of a glossary phrase token ("संयुक्त_महाराष्ट्र"), that is the state's name in some form. */
const namesState = (terms: string[]) => terms.some((t) => t.split('_').some((w) => STATE.some((s) => w === s || w.startsWith(s))));

/** Does the question name Maharashtra (in any form, or a term that holds it: "Samyukta Maharashtra")? */
export const asksAboutState = (units: Unit[]) => stateUnits(units).length > 0;
/** …the question's units that name it. */
export const stateUnits = (units: Unit[]) => units.filter((u) => u.alts.some((a) => a.factor === 1 && namesState(a.terms)));

/** A note about Maharashtra in particular: its subject is one of the state's, or its title names the state. */
export function isStateNote(e: NoteEntry): boolean {
  let state = stateNotes.get(e);
  if (state === undefined) stateNotes.set(e, (state = e.topic.subject.startsWith('maharashtra') || namesState([...e.titleTerms])));
  return state;
}
const stateNotes = new WeakMap<NoteEntry, boolean>();

/** A local note answering a general definition question (or the reverse) keeps this share of its score. */
const OFF_SCOPE = 0.75;

/**
 * General before local: for a definition or difference question that does not name Maharashtra a state note keeps
 * `OFF_SCOPE` of its score when a general note is among the candidates; for any question that names Maharashtra, a
 * general note keeps it when a state note is among them. 1 otherwise.
 */
export function scopeFactor(e: NoteEntry, kind: AnswerKind | null, units: Unit[], candidates: NoteEntry[]): number {
  const state = asksAboutState(units);
  if (state) return !isStateNote(e) && candidates.some(isStateNote) ? OFF_SCOPE : 1;
  if (kind !== 'definition' && kind !== 'difference') return 1;
  return isStateNote(e) && candidates.some((c) => !isStateNote(c)) ? OFF_SCOPE : 1;
}

/** The country's name, as index terms. */
const COUNTRY = new Set(indexTerms('India Indian भारत भारतीय'));

/**
 * "Why does the west coast of India get more rain?": when the question names India (not the state) and a general
 * note's best sentence says India, a Maharashtra note whose best sentence does not keeps `OFF_SCOPE` of its score. The
 * share each candidate keeps, in order.
 */
export function countryFactors(candidates: { entry: NoteEntry; best?: Passage }[], units: Unit[]): number[] {
  const india = units.find((u) => u.alts.some((a) => a.factor === 1 && a.terms.some((t) => COUNTRY.has(t))));
  const says = (c: { best?: Passage }) => !!india && !!c.best && covers(c.best.tf, india);
  if (!india || asksAboutState(units) || !candidates.some((c) => !isStateNote(c.entry) && says(c))) return candidates.map(() => 1);
  return candidates.map((c) => (isStateNote(c.entry) && !says(c) ? OFF_SCOPE : 1));
}

/** "Who is the current Chief Justice?", "सध्याचे राज्यपाल कोण?": the question asks what holds now. */
const NOW = /\b(?:current(?! account| affairs)|currently|present|presently|incumbent)\b|सध्या|विद्यमान/iu;
/** What a note that does not say it with a recent date keeps (0.75, `OFF_SCOPE`, moved nothing; 0.5: q3559 right, none lost). */
const STALE = 0.5;
/**
 * What holds now is said with a recent date: when the question asks for the present holder or state and a candidate's
 * best sentence names this year or the last, one whose best sentence does not keeps
 * `STALE` of its score (the current-affairs note on the Chief Justice sworn in in 2025, not the judiciary note on
 * how judges are appointed). The share each candidate keeps, in order.
 */
export function recentFactors(candidates: { best?: Passage }[], query: string, year = new Date().getUTCFullYear()): number[] {
  const recent = (c: { best?: Passage }) => !!c.best && [...c.best.tf.keys()].some((t) => isYear(t) && Number(t) >= year - 1 && Number(t) <= year);
  if (!NOW.test(query) || !candidates.some(recent)) return candidates.map(() => 1);
  return candidates.map((c) => (recent(c) ? 1 : STALE));
}

/** Two notes within this share of each other's score are level. */
const LEVEL = 0.97;
/** Lead sentences that share less than this part of their words say different things. */
const SAME_WORDS = 0.5;
/** The confidence of an answer whose runner-up is level and says something else. */
export const MARGIN_FACTOR = 0.9;

/**
 * The margin: the best note's confidence falls by `MARGIN_FACTOR` when the second is level with it (within
 * `LEVEL`) and their lead sentences share less than half their words.
 */
export function marginFactor(best: { score: number; lead?: Passage }, second: { score: number; lead?: Passage } | undefined): number {
  if (!second || !best.lead || !second.lead || best.score <= 0) return 1;
  if (second.score < LEVEL * best.score) return 1;
  return overlap(best.lead.body, second.lead.body) < SAME_WORDS ? MARGIN_FACTOR : 1;
}

/** Shared words over the shorter sentence's words. */
function overlap(a: Map<string, number>, b: Map<string, number>): number {
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  if (!small.size) return 0;
  let n = 0;
  for (const t of small.keys()) if (big.has(t)) n++;
  return n / small.size;
}

/**
 * The head word of a named event or title ("the Asia Cup", "the Ranji Trophy", "the Asian Games", "the Booker Prize"):
 * the words before it name one thing, and a note must hold them together with it.
 */
const EVENT_HEAD = /^(?:Cup|Trophy|Games|Championships?|Open|League|Awards?|Prize|Medal|Olympiad|Tournament|Series)$/u;

/**
 * The named events and titles a question asks about, each as the index terms of its words in order: the capitalised
 * words right before an event head, with the head ("Asia Cup" → ["asia", "cup"]). Only English questions write them so.
 */
export function eventTitles(question: string): string[][] {
  const ws = question
    .normalize('NFC')
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{M}\p{N}]/gu, ''));
  const out: string[][] = [];
  ws.forEach((w, i) => {
    if (!EVENT_HEAD.test(w)) return;
    let from = i;
    while (from > 0 && /^[A-Z][a-zA-Z]+$/.test(ws[from - 1]!) && !EVENT_HEAD.test(ws[from - 1]!)) from--;
    if (from === i) return;
    const terms = ws.slice(from, i + 1).map((x) => indexTerms(x)[0]);
    if (terms.every((t): t is string => !!t)) out.push(terms);
  });
  return out;
}

/**
 * Does a note name the event: the title's words stand together, in order, in one of its passages (each word in one
 * of the question's forms of it: "Asian Games" holds "Asian Games", not "Asia Cup" — however the note has "Asian" and
 * "World Cup" apart).
 */
export function holdsTitle(e: NoteEntry, title: string[], units: Unit[]): boolean {
  const forms = title.map(
    (t) =>
      new Set([
        t,
        ...(units
          .find((u) => u.label === t)
          ?.alts.filter((a) => a.terms.length === 1)
          .map((a) => a.terms[0]!) ?? []),
      ]),
  );
  return e.passages.some((p) => {
    const seq = passageSequence(p);
    for (let i = 0; i + forms.length <= seq.length; i++) if (forms.every((f, k) => f.has(seq[i + k]!))) return true;
    return false;
  });
}
const sequences = new WeakMap<Passage, string[]>();
function passageSequence(p: Passage): string[] {
  let seq = sequences.get(p);
  if (!seq) sequences.set(p, (seq = indexTerms(p.text)));
  return seq;
}
