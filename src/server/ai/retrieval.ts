import type { SyllabusTopic, TopicNote } from '@shared/content';
import { chooseSentences, isNarrowKind, kindSubject } from './answer-sentences';
import { actionNear } from './action-check';
import { asksAboutState, countedWords, focusUnits, isIdentity, isStateNote, marginFactor, measuredUnit, scopeFactor } from './answer-check';
import type { Executor } from '../db/database';
import * as library from '../library';
import {
  coverageOf,
  covers,
  passageIndex,
  candidatePassages,
  passageScore,
  questionUnits,
  type NoteEntry,
  type Passage,
  type PassageIndex,
  type Unit,
} from './passages';
import { kindMatch, questionKind } from './text/answer-type';
import { indexTerms, isYear } from './text/entities';
import { contentQuery, isDevanagari, isStopWord, words } from './text/tokens';

/**
 * Finding what the library holds on a question or a topic: the passage index (passages.ts) ranks every note by its
 * best passages (BM25, exact article/amendment numbers, glossary expansion); each match carries a **confidence** —
 * how much of the question's weight its best passage and its note hold — and the tutor says it is not sure below
 * `SURE_FROM`. A Latin-script word the library never uses ("FIFA") means no match at all: the question is about
 * something the library doesn't hold, however well its other words match. The subject, when given, goes first.
 */
export interface RankedPassage {
  passage: Passage;
  score: number;
  /** the score of the sentence alone, without its note's title: which of the note's sentences answer */
  own: number;
}
export interface TopicMatch {
  topic: SyllabusTopic;
  note: TopicNote | null;
  /** BM25 of the note's best passages, comparable within one call */
  score: number;
  /** share of the question's weight the note holds */
  coverage: number;
  /** 0–1, from the retrieval scores: below SURE_FROM the answer says it is not sure */
  confidence: number;
  /** the note's passages, best first (only those that match) */
  passages: RankedPassage[];
  units: Unit[];
  /** the passage index it was ranked in (choosing the answer's sentences), absent for a match made by hand */
  index?: PassageIndex;
}

/** Below this confidence the tutor says it is not sure and shows the closest notes instead of an answer. */
export const SURE_FROM = 0.6;
export const isSure = (m: Pick<TopicMatch, 'confidence'> | null | undefined) => !!m && m.confidence >= SURE_FROM;

const CANDIDATES = 8;

/** All of one or two words, and at least 60% of longer queries, must be found. */
export const enoughCoverage = (c: number, queryTerms: number) => (queryTerms <= 2 ? c >= 0.999 : c >= 0.6);

export async function findTopics(db: Executor, query: string, opts: { subjects?: readonly string[]; limit?: number } = {}): Promise<TopicMatch[]> {
  const ix = await passageIndex(db);
  const units = questionUnits(ix, query);
  if (!units.length) return [];
  // a word the library never uses means the question is about something it doesn't hold: nothing, not a near topic
  if (
    (
      await library.unknownWords(
        db,
        words(query).filter((w) => !isStopWord(w)),
      )
    ).length
  )
    return [];
  return rankNotes(ix, units, query, opts);
}

/** A note whose title and opening name what is asked outranks one that mentions it in passing, by up to this. */
const HEAD_BOOST = 0.6;
/** A passage of the asked kind (a year for "when"…) counts this much more. */
const KIND_BOOST = 1.15;
/** …and one of a kind that names the answer's words (a count of the counted word, a name given) this much. */
const SPECIFIC_BOOST = 1.5;

/**
 * Notes, not passages, are ranked: a note's three best passages (BM25), times how much of the question's weight its
 * best passage holds (the words must meet in one sentence, not be scattered over the note) and how much its title
 * and opening sentence hold (the note is about it: a Chola note mentioning ग्रामसभा is not the note on ग्रामसभा).
 */
export function rankNotes(ix: PassageIndex, units: Unit[], query: string, opts: { subjects?: readonly string[]; limit?: number } = {}): TopicMatch[] {
  const byNote = new Map<string, RankedPassage[]>();
  const kind = questionKind(query);
  const subject = kindSubject(ix, units, query, kind, 0);
  // a kind that names the answer's very words: a number by the counted word ("36 districts" for "how many
  // districts"), a name given ("called the Sahyadri")
  const specific = (kind === 'how-many' && countedWords(query).length > 0) || kind === 'name';
  for (const p of candidatePassages(ix, units)) {
    const score = passageScore(ix, p, units);
    if (score <= 0) continue;
    const match = kind ? kindMatch(kind, p.text, subject) : 0;
    const boost = match >= 1 ? (specific ? SPECIFIC_BOOST : KIND_BOOST) : 1;
    // a sentence that opens with the asked article is about it, not one that lists it among others
    const about = p.lead && units.some((u) => u.label === p.lead) ? 1.3 : 1;
    byNote.set(p.noteId, [
      ...(byNote.get(p.noteId) ?? []),
      { passage: p, score: score * boost, own: passageScore(ix, p, units, true) * boost * about },
    ]);
  }
  const lang = isDevanagari(query) ? 'mr' : 'en';
  let scored = [...byNote].map(([noteId, ranked]) => {
    const entry = ix.notes.get(noteId)!;
    ranked.sort((a, b) => b.score - a.score);
    const headCov = coverageOf(entry.headTerms, units);
    const passageCov = Math.max(0, ...ranked.slice(0, 3).map((r) => coverageOf(r.passage.tf, units)));
    const agg = (ranked[0]?.score ?? 0) + 0.3 * (ranked[1]?.score ?? 0) + 0.1 * (ranked[2]?.score ?? 0);
    return { entry, ranked, passageCov, score: agg * (1 + HEAD_BOOST * headCov) * passageCov, noteCov: coverageOf(entry.terms, units) };
  });
  // the subject's own notes first, when it has any among the matches: "Maharashtra history" means that subject
  if (opts.subjects?.length) {
    const inSubject = scored.filter((m) => opts.subjects!.includes(m.entry.topic.subject));
    if (inSubject.some((m) => m.noteCov >= 0.5)) scored = inSubject;
  }
  scored.sort((a, b) => b.score - a.score);
  // the question's main noun, when one of the leading notes has it in its title: the others are less likely about it
  const main = mainUnit(
    ix,
    units,
    scored.slice(0, MAIN_FROM).map((m) => m.entry.note.id),
  );
  const untitled = (m: { entry: NoteEntry }) => !!main && !coversExactly(m.entry.titleTerms, main);
  for (const m of scored.slice(0, MAIN_FROM)) if (untitled(m)) m.score *= UNTITLED_SCORE;
  // general before local: a definition of a term is not a Maharashtra note listing its instances, and the reverse
  const lead = scored.slice(0, CANDIDATES).map((m) => m.entry);
  for (const m of scored.slice(0, CANDIDATES)) m.score *= scopeFactor(m.entry, kind, units, lead);
  scored.sort((a, b) => b.score - a.score);
  // a word only a few notes hold ("पाल्क", the Palk Strait) names what is asked as surely as a capitalised name
  const entries = [...ix.notes.values()];
  const rare = new Set(
    units.filter((u) => u.label.length > 2 && !/^\d+$/.test(u.label) && entries.filter((e) => covers(e.terms, u)).length <= RARE_NOTES),
  );
  // does the answer answer: a leading note whose answering sentence lacks the asked kind of fact (a count of the
  // counted thing, a definition of the asked term) gives way to one whose sentence gives it
  const checked = scored.slice(0, Math.max(CHECKED, opts.limit ?? CANDIDATES)).map((m) => {
    const check = answerCheck(ix, m.entry.note, m.ranked, units, query, lang);
    // a note that never names what the question names ("GST" in a note on the Union executive) ranks lower too
    const names = units.some((u) => (u.name || rare.has(u)) && !covers(m.entry.terms, u)) ? MISSING_NAME_RANK : 1;
    return { ...m, check, score: m.score * check.rank * names };
  });
  checked.sort((a, b) => b.score - a.score);
  return checked.slice(0, opts.limit ?? CANDIDATES).map(({ entry, ranked, passageCov, score, noteCov, check }, i) => {
    // a name the question asks about that the note never mentions (FIFA in a note on Indian sport): not about it
    // …and so is an exam term it asks about ("percentage" in a note on decision making)
    const missesName = units.some((u) => (u.name || u.term) && !covers(entry.terms, u));
    const confidence =
      (0.75 * passageCov + 0.25 * noteCov) *
      (missesName ? MISSING_NAME_FACTOR : 1) *
      (untitled({ entry }) ? UNTITLED_FACTOR : 1) *
      check.factor *
      (i === 0 ? marginFactor({ score, lead: check.lead }, checked[1] && { score: checked[1].score, lead: checked[1].check.lead }) : 1);
    return { topic: entry.topic, note: entry.note, score, coverage: noteCov, confidence, passages: ranked, units, index: ix };
  });
}
/** How many leading notes are checked for whether their answering sentence answers. */
const CHECKED = 5;
/** The main noun is looked for in the titles of this many leading notes. */
const MAIN_FROM = 5;
/** A unit's own forms (not the longer words the vocabulary has for it: "कार्य" is not "कार्यकारी"). */
const coversExactly = (terms: Set<string>, u: Unit) => u.alts.some((a) => a.factor === 1 && a.terms.every((t) => terms.has(t)));
const MISSING_NAME_FACTOR = 0.5;
const MISSING_NAME_RANK = 0.7;
/** A word at most this many notes hold is as good as a name. */
const RARE_NOTES = 2;
/** The question's main noun is in another matching note's title but not in this one's: it is about that one. */
const UNTITLED_FACTOR = 0.8;
const UNTITLED_SCORE = 0.8;

/**
 * The question's main noun: its heaviest word (not a number) that some matching note's title names — "President"
 * in "How is the President elected?" (the Union Executive note), not a note on elections that mentions a former
 * President. None when no matching note's title names any of its words.
 */
export function mainUnit(ix: PassageIndex, units: Unit[], noteIds: Iterable<string>): Unit | undefined {
  // an article or amendment number is what such a question asks about, and titles never carry it
  if (units.some((u) => u.label.includes(':'))) return undefined;
  const titles = [...noteIds].map((id) => ix.notes.get(id)!.titleTerms);
  const all = [...ix.notes.values()];
  let best: { u: Unit; w: number } | undefined;
  for (const u of units) {
    if (/^\d+$/.test(u.label) || !titles.some((t) => coversExactly(t, u))) continue;
    // a word many titles hold ("India", "Maharashtra") names a field, not what is asked
    const inTitles = all.filter((e) => coversExactly(e.titleTerms, u)).length;
    if (inTitles > Math.max(3, GENERIC_TITLE_SHARE * all.length)) continue;
    const w = u.weight * Math.log(1 + all.length / inTitles);
    if (!best || w > best.w) best = { u, w };
  }
  return best?.u;
}
const GENERIC_TITLE_SHARE = 0.08;

/** The sentence that would answer lacks what the question asks for: the year it names, or the asked kind of fact. */
const UNANSWERED_FACTOR = 0.7;
/**
 * A measure of something else than the measured thing ("2,525 km" of the Ganga for "how many km long is the
 * coastline"): it answers another question (0.7 left one such answer sure; 0.5 no right answer lost).
 */
const MEASURED_MISS = 0.5;
/**
 * A count or measure asked without naming the state, answered by a Maharashtra note: its figure is the state's, not
 * India's ("the Konkan coast … about 720 km" for India's coastline). 0.6: no right answer of the tuning set lost.
 */
const STATE_FIGURE = 0.6;
/** A count that is not of the counted thing ("in 1969" for "how many districts"). */
const OTHER_COUNT_FACTOR = 0.85;
/** …when the question names what it counts ("how many districts") and the sentence gives no count of it. */
const OTHER_COUNTED_FACTOR = 0.7;
/**
 * Ranking only: a "what is X" note whose answering sentence does not open with X and say what it is gives way to one
 * whose sentence does (0.8 measured on the tuning split; 0.6 over-corrected).
 */
const DEFINITION_MISS = 0.8;
/** The sentence shown does not hold what the question asks about (its focus), while its other-language twin does. */
const FOCUS_MISS = 0.7;
/** What a "who appoints / removes / elects…" question asks done: the sentence must say it. */
const ACTION =
  /\b(?:appoints?|appointed|removes?|removed|elects?|elected|nominates?|nominated)\b|नियुक्ती|नेमणूक|बडतर्फ|पदच्युत|निवड(?![\p{L}\p{M}])|नामनिर्देशित/iu;
const ACTION_MISS = 0.8;
/** …and it must say it of what is asked: the action's word stands by it. */
const ACTION_FAR = 0.7;
const ACTION_SAID = 1.25;
/** A "what is X" note that neither defines X nor holds every word of the question. */
const UNDEFINED_MISS = 0.85;
/** "Who was X?" answered by a sentence that does not open with X and say who X was. */
const IDENTITY_MISS = 0.85;

/**
 * How well the note's answering sentence (the one the chat would lead with) answers: a "when"/"how many"/"who"/
 * "where" question whose sentence has no year, number, person or place, a count of something else than the counted
 * word ("36 districts", the question's focus), or a year the question names that the sentence doesn't hold ("World
 * Cup 2023" answered by a sentence on 2011) is answered from the right words but not with the fact asked for. `rank`
 * also re-ranks the leading notes by it (with a definition's miss, which the confidence does not count).
 */
function answerCheck(
  ix: PassageIndex,
  note: TopicNote,
  ranked: RankedPassage[],
  units: Unit[],
  query: string,
  lang: 'en' | 'mr',
): { factor: number; rank: number; lead?: Passage } {
  const choice = chooseSentences(ix, note, ranked, units, query, lang);
  const lead = [...choice.summary, ...choice.facts].sort((a, b) => b.value - a.value)[0];
  if (!lead) return { factor: 1, rank: 1 };
  const entry = ix.notes.get(note.id)!;
  const at = (r: RankedPassage) => r.passage.kind === lead.kind && r.passage.index === lead.index;
  const leadPassage = (ranked.find((r) => at(r) && r.passage.lang === lang) ?? ranked.find(at))?.passage;
  let f = 1;
  if (isNarrowKind(choice.kind) && lead.match <= 0) f *= UNANSWERED_FACTOR;
  else if ((choice.kind === 'how-many' || choice.kind === 'superlative') && lead.match < 1)
    f *= choice.kind === 'how-many' && countedWords(query).length ? OTHER_COUNTED_FACTOR : OTHER_COUNT_FACTOR;
  if (leadPassage && units.some((u) => isYear(u.label) && !covers(leadPassage.body, u))) f *= UNANSWERED_FACTOR;
  // "how many km long is the coastline": a length of something else does not answer
  const measured = choice.kind === 'how-many' ? measuredUnit(ix, units, query) : undefined;
  if (measured && leadPassage && !covers(leadPassage.body, measured)) f *= MEASURED_MISS;
  // …and a figure of Maharashtra is not India's: a count or measure asked without the state, given by a state note
  if (choice.kind === 'how-many' && !asksAboutState(units) && isStateNote(entry)) f *= STATE_FIGURE;
  // what is asked about must be in the sentence shown, in its own language (a Marathi word that means two things —
  // "व्याघ्र प्रकल्प", Project Tiger and a tiger reserve — does not make an English sentence on a reserve answer)
  const inNote = (l: string) => entry.passages.find((p) => p.kind === lead.kind && p.index === lead.index && p.lang === l);
  const shown = inNote(lang);
  const twin = inNote(lang === 'en' ? 'mr' : 'en');
  const focus = shown && twin ? focusUnits(ix, units, query) : [];
  if (focus.some((u) => covers(twin!.body, u) && !covers(shown!.body, u))) f *= FOCUS_MISS;
  // "who appoints X?": the sentence must say who appoints, not just name X (or a Patil)
  const action = ACTION.exec(query.normalize('NFC'))?.[0];
  const acts = action ? new Set(indexTerms(action)) : undefined;
  // "how is the Vice-President elected?": the sentence must say it of the Vice-President, not list the office among
  // others far from the word "elections"
  let said = 1;
  const actionSaid = shown ? actionNear(ix, units, query)?.(shown.text) : undefined;
  if (acts && shown && units.some((u) => acts.has(u.label) && !covers(shown.body, u))) f *= ACTION_MISS;
  else if (actionSaid === false) f *= ACTION_FAR;
  // …and the note whose sentence does say it goes first (ranking only)
  else if (actionSaid) said = ACTION_SAID;
  // "who was X?" asks who X was: a sentence that opens with X and says it, not one that names X in passing
  const defines =
    choice.kind === 'definition'
      ? lead.match
      : isIdentity(query) && leadPassage
        ? kindMatch('definition', leadPassage.text, kindSubject(ix, units, query, 'definition', 0.6))
        : 1;
  const rank = defines < 1 ? DEFINITION_MISS : 1;
  // …and its sentence that does not say who X was is less sure (a definition's miss is not: measured, it cost right
  // answers)
  if (defines < 1 && isIdentity(query)) f *= IDENTITY_MISS;
  // "what is the capital of Mars?": a note that does not define it and never names one of its words is not about it
  else if (choice.kind === 'definition' && defines < 1 && units.some((u) => !covers(entry.terms, u))) f *= UNDEFINED_MISS;
  return { factor: f, rank: f * rank * said, lead: leadPassage };
}

export async function findTopic(db: Executor, query: string, opts: { subjects?: readonly string[] } = {}): Promise<TopicMatch | null> {
  return (await findTopics(db, query, { ...opts, limit: 1 }))[0] ?? null;
}

/** Topic titles of any search hit, for "the library has nothing on X; try Y" (never made up). */
export async function suggestTopics(db: Executor, query: string, lang: 'english' | 'marathi', limit = 4): Promise<string[]> {
  const q = contentQuery(query);
  if (!q) return [];
  const hits = await library.searchContent(db, q, { kinds: ['topic'], limit, lang });
  return [...new Set(hits.map((h) => h.title))];
}
