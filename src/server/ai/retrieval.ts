import type { SyllabusTopic, TopicNote } from '@shared/content';
import { kindSubject } from './answer-sentences';
import { countedWords, countryFactors, recentFactors, eventTitles, holdsTitle, marginFactor, scopeFactor } from './answer-check';
import { answerCheck, questionParts } from './answer-fit';
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
import { indexTerms } from './text/entities';
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
  // (a glossary form is known: "Qutub Minar" is the notes' "Qutb Minar")
  if (
    (
      await library.unknownWords(
        db,
        words(query).filter((w) => !isStopWord(w) && !ix.glossaryTerms.has(indexTerms(w)[0] ?? '')),
      )
    ).length
  )
    return [];
  return rankNotes(ix, units, query, opts);
}

export { questionParts };

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
  const parts = questionParts(query);
  const weighty = units.filter((u) => u.weight >= PAIR_SHARE * Math.max(...units.map((x) => x.weight)));
  let scored = [...byNote].map(([noteId, ranked]) => {
    const entry = ix.notes.get(noteId)!;
    ranked.sort((a, b) => b.score - a.score);
    const headCov = coverageOf(entry.headTerms, units);
    const single = Math.max(0, ...ranked.slice(0, 3).map((r) => coverageOf(r.passage.tf, units)));
    // a question of two parts ("when and where", "who appoints him and under which article") is answered by two of the
    // note's sentences: its best two hold the question's weight together — when both are on the same thing (they share
    // one of the question's weighty words), not a sentence on a police patil's appointment beside one on a CEO
    const sentence = (r: RankedPassage) => `${r.passage.kind}:${r.passage.index}`;
    const pair = ranked.filter((r, i) => i === 0 || sentence(r) !== sentence(ranked[0]!)).slice(0, 2);
    const passageCov =
      parts > 1 && pair.length > 1 && weighty.some((u) => pair.every((r) => covers(r.passage.tf, u)))
        ? Math.max(single, coverageOf({ has: (t: string) => pair.some((r) => r.passage.tf.has(t)) }, units))
        : single;
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
  const mains = mainUnits(
    ix,
    units,
    scored.slice(0, MAIN_FROM).map((m) => m.entry.note.id),
  );
  const untitled = (m: { entry: NoteEntry }) => mains.length > 0 && !mains.some((u) => titled(m.entry.titleTerms, u, units));
  for (const m of scored.slice(0, MAIN_FROM)) if (untitled(m)) m.score *= UNTITLED_SCORE;
  // general before local: a definition of a term is not a Maharashtra note listing its instances, and the reverse
  const lead = scored.slice(0, CANDIDATES).map((m) => m.entry);
  for (const m of scored.slice(0, CANDIDATES)) m.score *= scopeFactor(m.entry, kind, units, lead);
  // …and India before Maharashtra when India is asked and a general note's best sentence says it; what holds now from
  // a note whose best sentence says it with a recent date
  const top = scored.slice(0, CANDIDATES);
  const leads = top.map((m) => ({ entry: m.entry, best: m.ranked[0]?.passage }));
  for (const f of [countryFactors(leads, units), recentFactors(leads, query)]) top.forEach((m, i) => (m.score *= f[i]!));
  scored.sort((a, b) => b.score - a.score);
  // a word only a few notes hold ("पाल्क", the Palk Strait) names what is asked as surely as a capitalised name
  const entries = [...ix.notes.values()];
  const rare = new Set(
    units.filter((u) => u.label.length > 2 && !/^\d+$/.test(u.label) && entries.filter((e) => covers(e.terms, u)).length <= RARE_NOTES),
  );
  // "who won the Asia Cup?": a named event or title is named by its words together, not by "Asian" and "World Cup" apart
  const titles = eventTitles(query);
  const missesTitle = (e: NoteEntry) => titles.some((t) => !holdsTitle(e, t, units));
  // does the answer answer: a leading note whose answering sentence lacks the asked kind of fact (a count of the
  // counted thing, a definition of the asked term) gives way to one whose sentence gives it
  const checked = scored.slice(0, Math.max(CHECKED, opts.limit ?? CANDIDATES)).map((m) => {
    const check = answerCheck(ix, m.entry.note, m.ranked, units, query, lang);
    // a note that never names what the question names ("GST" in a note on the Union executive) ranks lower too
    const names = units.some((u) => (u.name || rare.has(u)) && !covers(m.entry.terms, u)) || missesTitle(m.entry) ? MISSING_NAME_RANK : 1;
    return { ...m, check, score: m.score * check.rank * names };
  });
  // two notes level on score (within TIE): the one whose best passage holds more of the question goes first ("the Third
  // Battle of Panipat" is the Maratha note's sentence on it, not the Mughal note's on the first and second battles)
  checked.sort((a, b) => (Math.abs(a.score - b.score) <= TIE * Math.max(a.score, b.score) ? b.passageCov - a.passageCov : 0) || b.score - a.score);
  return checked.slice(0, opts.limit ?? CANDIDATES).map(({ entry, ranked, passageCov, score, noteCov, check }, i) => {
    // a name the question asks about that the note never mentions (FIFA in a note on Indian sport): not about it
    // …and so is an exam term it asks about ("percentage" in a note on decision making)
    const missesName = units.some((u) => (u.name || u.term) && !covers(entry.terms, u)) || missesTitle(entry);
    const confidence =
      (0.75 * passageCov + 0.25 * noteCov) *
      (missesName ? MISSING_NAME_FACTOR : 1) *
      (untitled({ entry }) ? UNTITLED_FACTOR : 1) *
      check.factor *
      (i === 0 ? marginFactor({ score, lead: check.lead }, checked[1] && { score: checked[1].score, lead: checked[1].check.lead }) : 1);
    return { topic: entry.topic, note: entry.note, score, coverage: noteCov, confidence, passages: ranked, units, index: ix };
  });
}
/** A word two sentences share to answer a question of two parts together weighs at least this share of its heaviest. */
const PAIR_SHARE = 0.5;
/** Scores within this share of each other are level. */
const TIE = 0.01;
/** How many leading notes are checked for whether their answering sentence answers. */
const CHECKED = 5;
/** The main noun is looked for in the titles of this many leading notes. */
const MAIN_FROM = 5;
/** A unit's own forms (not the longer words the vocabulary has for it: "कार्य" is not "कार्यकारी"). */
const coversExactly = (terms: Set<string>, u: Unit) => u.alts.some((a) => a.factor === 1 && a.terms.every((t) => terms.has(t)));
const MISSING_NAME_FACTOR = 0.5;
/**
 * A leading note that never names what the question names ranks at this share (0.7 until session 22 let the G20 key
 * fact "…अध्यक्षपद; …शिखर परिषद…" outrank the GST note for "जीएसटी परिषदेचे अध्यक्ष कोण?"; 0.5: +2 right, no loss).
 */
const MISSING_NAME_RANK = 0.5;
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
  return mainUnits(ix, units, noteIds)[0];
}
/** …with the words that weigh nearly as much (within `RIVAL`): "monsoon" beside "rain", each in a leading note's title. */
export function mainUnits(ix: PassageIndex, units: Unit[], noteIds: Iterable<string>): Unit[] {
  // an article or amendment number is what such a question asks about, and titles never carry it
  if (units.some((u) => u.label.includes(':'))) return [];
  const titles = [...noteIds].map((id) => ix.notes.get(id)!.titleTerms);
  const all = [...ix.notes.values()];
  const weighed: { u: Unit; w: number }[] = [];
  for (const u of units) {
    if (/^\d+$/.test(u.label) || !titles.some((t) => titled(t, u, units))) continue;
    // a word many titles hold ("India", "Maharashtra") names a field, not what is asked
    const inTitles = all.filter((e) => titled(e.titleTerms, u, units)).length;
    if (inTitles > Math.max(3, GENERIC_TITLE_SHARE * all.length)) continue;
    weighed.push({ u, w: u.weight * Math.log(1 + all.length / inTitles) });
  }
  weighed.sort((a, b) => b.w - a.w);
  return weighed.filter((x) => x.w >= RIVAL * weighed[0]!.w).map((x) => x.u);
}
const RIVAL = 0.95;
const GENERIC_TITLE_SHARE = 0.08;
/**
 * A title names a unit in its own words, not as a word of a Marathi term the question does not ask ("अधिकार" in
 * "माहितीचा अधिकार", the RTI Act, is no title for a Speaker's powers; "प्रकल्प" in "व्याघ्र प्रकल्प" none for the Koyna
 * project). English terms keep their words ("services" is the civil services').
 */
function titled(title: Set<string>, u: Unit, units: Unit[]): boolean {
  if (!coversExactly(title, u)) return false;
  const asked = new Set(units.flatMap((x) => x.alts.flatMap((a) => a.terms)));
  const bound = new Set([...title].filter((t) => t.includes('_') && isDevanagari(t) && !asked.has(t)).flatMap((t) => t.split('_')));
  return u.alts.some((a) => a.factor === 1 && a.terms.every((t) => title.has(t) && !bound.has(t)));
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
