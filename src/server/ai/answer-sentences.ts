import type { TopicNote } from '@shared/content';
import { actionNear } from './action-check';
import { countedWords, focusUnits, isIdentity } from './answer-check';
import { covers, passageScore, type PassageIndex, type Unit } from './passages';
import type { RankedPassage } from './retrieval';
import { kindMatch, questionKind, type AnswerKind } from './text/answer-type';
import { indexTerms } from './text/entities';
import { isDevanagari } from './text/tokens';

/**
 * Which of a note's sentences answer a question, best first. Each candidate (a summary sentence or a key fact that
 * shares a word with the question) is scored by its overlap with the question — each word weighted by how rare it
 * is *within the note* (the note's own subject, "Shivaji" in the Shivaji note, says nothing about which sentence
 * answers; "crowned" does) — times how well it gives the kind of fact asked for (a year for "when", a person for
 * "who", a number by the counted word for "how many", "X is …" for "what is X"…). The opening sentence keeps a
 * small lead (it defines the topic).
 */
export interface ChosenSentence {
  kind: 'summary' | 'fact';
  index: number;
  value: number;
  /** 0–1: how well it gives the asked kind of fact (1 when the question asks for no kind) */
  match: number;
}
export interface SentenceChoice {
  kind: AnswerKind | null;
  /** summary sentences, best first */
  summary: ChosenSentence[];
  /** key facts, best first */
  facts: ChosenSentence[];
}

/** A kind that matches multiplies a sentence's value by up to this. */
const KIND_BONUS = 1.5;
/** A count of the counted word ("36 districts" for "how many districts") multiplies it by this; another number, 1. */
const COUNT_BONUS = 2;
/** A sentence of the wrong kind keeps this share of its value. */
const KIND_MISS = 0.45;
/**
 * A "what is X" sentence that names X only further in (kindMatch 0.4) gets no kind bonus: "The difference between the
 * Western Ghats and the Eastern Ghats is…" is not the note's definition of the Western Ghats, however often it names them.
 */
const DEFINITION_LATE = 0.6;
const POSITION = [1.25, 1.1];
/** "What is X?" is most often answered by the note's opening, which defines its subject. */
const DEFINITION_POSITION = [2, 1.2];
/** A word in the note's title is its subject: it counts this share when choosing among its sentences. */
const TITLE_SHARE = 0.6;
/** How much a word's count among the note's sentences discounts it. */
const NOTE_DF = 0.5;
/** Question words at least this share of its heaviest one's weight name what a definition must open with. */
const SUBJECT_SHARE = 0.6;

/** A word's index terms, kept across questions: the library's words recur on every question. */
const wordMemo = new Map<string, string[]>();
function wordTerms(word: string): string[] {
  let ts = wordMemo.get(word);
  if (!ts) {
    if (wordMemo.size >= 100_000) wordMemo.clear();
    ts = indexTerms(word);
    wordMemo.set(word, ts);
  }
  return ts;
}

/** Does a word of a sentence (as written) stand for one of the question's units? */
export function subjectTest(units: Unit[]): (word: string) => boolean {
  const terms = [...new Set(units.flatMap((u) => u.alts.flatMap((a) => a.terms)))];
  const exact = new Set(terms);
  const seen = new Map<string, boolean>();
  return (word: string) => {
    let hit = seen.get(word);
    if (hit === undefined) {
      hit = wordTerms(word).some((t) => exact.has(t) || terms.some((q) => q.length >= 4 && t.length >= 4 && (t.startsWith(q) || q.startsWith(t))));
      seen.set(word, hit);
    }
    return hit;
  };
}

/**
 * What a sentence of the asked kind must name: for "how many", the counted word alone ("36 districts", not "in 2014,
 * Maharashtra's…"); otherwise the question's words of at least `share` of its heaviest one's weight.
 */
export function kindSubject(ix: PassageIndex, units: Unit[], question: string, kind: AnswerKind | null, share: number): (word: string) => boolean {
  if (kind === 'how-many' && countedWords(question).length) {
    const counted = focusUnits(ix, units, question);
    if (counted.length) return subjectTest(counted);
  }
  const top = Math.max(0, ...units.map((u) => u.weight));
  return subjectTest(units.filter((u) => u.weight >= share * top));
}

/**
 * `lang`: the answer's language; a passage in the other language stands for the same position when the two
 * summaries have as many sentences (key facts always align).
 */
export function chooseSentences(
  ix: PassageIndex,
  note: TopicNote | null,
  ranked: readonly RankedPassage[],
  units: Unit[],
  question: string,
  lang: 'en' | 'mr',
): SentenceChoice {
  const kind = questionKind(question);
  const entry = note ? ix.notes.get(note.id) : undefined;
  // the index holds each summary sentence as a passage: as many in English as in Marathi means they align
  const summaries = (l: 'en' | 'mr') => entry?.passages.filter((p) => p.kind === 'summary' && p.lang === l).length ?? 0;
  const aligned = !!entry && summaries('en') === summaries('mr');
  // the question's own language carries its words; the other language's passage stands in only where it has none
  const qLang = isDevanagari(question) ? 'mr' : 'en';
  // within the note: a word many of its sentences hold (or its title holds) tells the sentences apart less
  const own = entry?.passages.filter((p) => p.lang === qLang) ?? [];
  const weighted = units.map((u) => {
    const df = own.filter((p) => covers(p.body, u)).length;
    const inTitle = entry ? covers(entry.titleTerms, u) : false;
    return { ...u, weight: (u.weight / (1 + NOTE_DF * Math.log(1 + df))) * (inTitle ? TITLE_SHARE : 1) };
  });
  // what a definition must name first: the question's heaviest words — its article, when it names one
  const top = Math.max(0, ...units.map((u) => u.weight));
  const entity = units.find((u) => u.label.includes(':') && u.weight === top)?.label;
  const subject = kindSubject(ix, units, question, kind, SUBJECT_SHARE);
  // the names a definition question asks about ("CPI" in "what is CPI inflation?")
  const names = kind === 'definition' ? units.filter((u) => u.name) : [];
  // "how many districts": a number by the counted word ("36 districts") is the answer; another number is not
  const counts = kind === 'how-many' && countedWords(question).length > 0;
  const identity = isIdentity(question) ? kindSubject(ix, units, question, 'definition', SUBJECT_SHARE) : undefined;
  // "how is the President elected?": a sentence that says it of the President leads
  const action = actionNear(ix, units, question);
  const best = new Map<string, ChosenSentence & { q: boolean }>();
  for (const r of ranked) {
    const p = r.passage;
    if (p.lang !== lang && !(p.kind === 'fact' || aligned)) continue;
    const base = passageScore(ix, p, weighted, true);
    if (base <= 0) continue;
    // "what is CPI inflation?": a sentence that never names CPI defines something else (inflation), however it opens
    const other = kind === 'definition' && names.some((u) => !covers(p.body, u));
    const match = !kind ? 1 : other ? 0 : kind === 'definition' && entity ? (p.lead === entity ? 1 : 0) : kindMatch(kind, p.text, subject);
    const factor = kindFactor(kind, counts, match);
    const position = p.kind === 'summary' ? ((kind === 'definition' && !other ? DEFINITION_POSITION : POSITION)[p.index] ?? 1) : 1;
    // "who was Agarkar?": the sentence that opens with him and says who he was, not one that names him among others
    const says = identity && saysWho(p.text, identity) ? KIND_BONUS : 1;
    const value = base * factor * position * (action?.(p.text) ? KIND_BONUS : 1) * says;
    const key = `${p.kind}:${p.index}`;
    const was = best.get(key);
    const q = p.lang === qLang;
    if (!was || (q && !was.q) || (q === was.q && value > was.value)) best.set(key, { kind: p.kind, index: p.index, value, match, q });
  }
  const all = [...best.values()].sort((a, b) => b.value - a.value || a.index - b.index);
  const strip = ({ q: _q, ...c }: ChosenSentence & { q: boolean }): ChosenSentence => c;
  return { kind, summary: all.filter((c) => c.kind === 'summary').map(strip), facts: all.filter((c) => c.kind === 'fact').map(strip) };
}

/** What a sentence's kind match does to its value: a bonus for the asked kind, a cut for another. */
function kindFactor(kind: AnswerKind | null, counts: boolean, match: number): number {
  if (!kind) return 1;
  if (counts) return match >= 1 ? COUNT_BONUS : KIND_MISS;
  if (kind === 'definition' && match > 0 && match < 0.5) return DEFINITION_LATE;
  return match > 0 ? 1 + (KIND_BONUS - 1) * match : KIND_MISS;
}

/** Kinds narrow enough that a supporting sentence or key fact must be of the kind too (a year, a name, a number…). */
export const isNarrowKind = (k: AnswerKind | null): boolean =>
  k === 'when' || k === 'who' || k === 'how-many' || k === 'where' || k === 'superlative' || k === 'name' || k === 'why';

/**
 * "Gopal Ganesh Agarkar (1856–1895) was a social reformer…": the sentence opens with the person and says who they were
 * at once — not "Bajirao II surrendered … and was sent" (another person of the name, the verb far behind).
 */
function saysWho(sentence: string, subject: (word: string) => boolean): boolean {
  const opening = openingWords(sentence, WHO_REACH);
  const at = opening.findIndex(subject);
  return at >= 0 && at <= 2 && opening.slice(at + 1).some((w) => WHO_COPULA.test(w));
}

/** A sentence's first `reach` words, as written: where it names what it is about. */
export const openingWords = (sentence: string, reach: number): string[] => sentence.normalize('NFC').split(/\s+/).slice(0, reach);
const WHO_REACH = 6;
const WHO_COPULA = /^(?:was|is|were|are|होते|होता|होती|होय|आहेत|आहे|थे|था|थी)[,.;]?$/u;
