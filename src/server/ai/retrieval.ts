import type { SyllabusTopic, TopicNote } from '@shared/content';
import type { Executor } from '../db/database';
import * as library from '../library';
import { coverageOf, covers, passageIndex, passageScore, questionUnits, type Passage, type Unit } from './passages';
import { isYear } from './text/entities';
import { contentQuery, isStopWord, words } from './text/tokens';

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
}

/** Below this confidence the tutor says it is not sure and shows the closest notes instead of an answer. */
export const SURE_FROM = 0.6;
export const isSure = (m: Pick<TopicMatch, 'confidence'> | null | undefined) => !!m && m.confidence >= SURE_FROM;

const CANDIDATES = 8;

/** All of one or two words, and at least 60% of longer queries, must be found. */
export const enoughCoverage = (c: number, queryTerms: number) => (queryTerms <= 2 ? c >= 0.999 : c >= 0.6);

/** "When…"/"कधी" is answered by a sentence with a year, "how many…"/"किती" by one with a number. */
const WHEN = /\bwhen\b|\bwhich year\b|\bin what year\b|कधी|केव्हा|कोणत्या वर्षी|कब\b/iu;
const HOW_MANY = /\bhow (?:many|much|long)\b|किती|कितने|कितनी/iu;
function answerCue(query: string): RegExp | null {
  if (WHEN.test(query)) return /(?:^|\D)(?:1[0-9]|20)[0-9]{2}(?:\D|$)|[१२][०-९]{3}/u;
  if (HOW_MANY.test(query)) return /\d|[०-९]/u;
  return null;
}

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
  const byNote = new Map<string, RankedPassage[]>();
  const cue = answerCue(query);
  for (const p of ix.passages) {
    const score = passageScore(ix, p, units);
    if (score <= 0) continue;
    const boost = cue && cue.test(p.text) ? 1.15 : 1;
    // a sentence that opens with the asked article is about it, not one that lists it among others
    const about = p.lead && units.some((u) => u.label === p.lead) ? 1.3 : 1;
    byNote.set(p.noteId, [
      ...(byNote.get(p.noteId) ?? []),
      { passage: p, score: score * boost, own: passageScore(ix, p, units, true) * boost * about },
    ]);
  }
  let matches: TopicMatch[] = [];
  for (const [noteId, ranked] of byNote) {
    const entry = ix.notes.get(noteId)!;
    ranked.sort((a, b) => b.score - a.score);
    // a note whose title names what is asked is about it, not one that mentions it in passing
    const titleCov = coverageOf(entry.titleTerms, units);
    const score = ((ranked[0]?.score ?? 0) + 0.3 * (ranked[1]?.score ?? 0) + 0.1 * (ranked[2]?.score ?? 0)) * (1 + 0.5 * titleCov);
    const noteCov = coverageOf(entry.terms, units);
    const passageCov = Math.max(0, ...ranked.slice(0, 3).map((r) => coverageOf(r.passage.tf, units)));
    // a name the question asks about that the note never mentions (FIFA in a note on Indian sport): not about it
    const missesName = units.some((u) => u.name && !covers(entry.terms, u));
    const confidence = (0.75 * passageCov + 0.25 * noteCov) * (missesName ? MISSING_NAME_FACTOR : 1) * answerFactor(ranked, units, cue);
    matches.push({ topic: entry.topic, note: entry.note, score, coverage: noteCov, confidence, passages: ranked, units });
  }
  // the subject's own notes first, when it has any among the matches: "Maharashtra history" means that subject
  if (opts.subjects?.length) {
    const inSubject = matches.filter((m) => opts.subjects!.includes(m.topic.subject));
    if (inSubject.some((m) => m.coverage >= 0.5)) matches = inSubject;
  }
  matches.sort((a, b) => b.score - a.score);
  // No penalty for a close runner-up: measured on the evaluation set's tuning split, a runner-up within 10% of the
  // best note came with 13 right answers for 7 wrong, and lowering the confidence there cost more right answers than
  // it kept wrong ones back (the held-out quarter agreed). The answering sentence (answerFactor) separates better.
  return matches.slice(0, opts.limit ?? CANDIDATES);
}
const MISSING_NAME_FACTOR = 0.5;
/** The sentence that would answer lacks what the question asks for: the year it names, or the cue's year or number. */
const UNANSWERED_FACTOR = 0.7;

/**
 * How well the note's answering sentence (its best by its own words) answers: a "when"/"how many" question whose
 * sentence has no year or number, or a year the question names that the sentence doesn't hold ("World Cup 2023"
 * answered by a sentence on 2011), is answered from the right words but not with the fact asked for.
 */
function answerFactor(ranked: RankedPassage[], units: Unit[], cue: RegExp | null): number {
  const top = ranked.reduce<RankedPassage | undefined>((b, r) => (!b || r.own > b.own ? r : b), undefined);
  if (!top) return 1;
  let f = 1;
  if (cue && !cue.test(top.passage.text)) f *= UNANSWERED_FACTOR;
  if (units.some((u) => isYear(u.label) && !covers(top.passage.body, u))) f *= UNANSWERED_FACTOR;
  return f;
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
