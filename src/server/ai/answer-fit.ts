import type { TopicNote } from '@shared/content';
import { actionNear } from './action-check';
import { countedWords, stateUnits, focusUnits, isIdentity, isStateNote, measuredUnit } from './answer-check';
import { chooseSentences, isNarrowKind, kindSubject } from './answer-sentences';
import { covers, type Passage, type PassageIndex, type Unit } from './passages';
import type { RankedPassage } from './retrieval';
import { kindMatch } from './text/answer-type';
import { indexTerms, isYear } from './text/entities';

/**
 * Does a leading note's answering sentence answer the question (retrieval.ts ranks by it and takes its confidence
 * from it): the asked kind of fact, the counted thing, the year named, the measured thing, the focus in the shown
 * sentence's own language, the asked action done to the asked person, a definition of the asked term.
 */

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
/** …the leading sentences of a general note looked at for the state's name when a count of the state is asked. */
const STATE_SENTENCES = 3;
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
/** A question that asks for a share or a percentage ("what percentage…", "…चा वाटा किती", "किती टक्के"). */
const SHARE_ASKED =
  /\b(?:what|which)\s+(?:percentage|per\s?cent|proportion|share)\b|\bhow much\b.*\bshare\b|\bshare\b.*\bhow much\b|(?:वाटा|टक्केवारी)\s+(?:[\p{L}\p{M}]+\s+)?किती|किती\s+टक्के/iu;
/** …and a sentence that gives one. */
const PERCENT = /%|\bper\s?cent\b|\bpercent(?:age)?\b|टक्के|टक्का|टक्क्य|प्रतिशत/iu;
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
export function answerCheck(
  ix: PassageIndex,
  note: TopicNote,
  ranked: RankedPassage[],
  units: Unit[],
  query: string,
  lang: 'en' | 'mr',
): { factor: number; rank: number; lead?: Passage } {
  const choice = chooseSentences(ix, note, ranked, units, query, lang);
  const [lead, next] = [...choice.summary, ...choice.facts].sort((a, b) => b.value - a.value);
  if (!lead) return { factor: 1, rank: 1 };
  const entry = ix.notes.get(note.id)!;
  const at = (r: RankedPassage) => r.passage.kind === lead.kind && r.passage.index === lead.index;
  const leadPassage = (ranked.find((r) => at(r) && r.passage.lang === lang) ?? ranked.find(at))?.passage;
  let f = 1;
  if ((isNarrowKind(choice.kind) || choice.kind === 'difference') && lead.match <= 0) f *= UNANSWERED_FACTOR;
  else if ((choice.kind === 'how-many' || choice.kind === 'superlative') && lead.match < 1)
    f *= choice.kind === 'how-many' && countedWords(query).length ? OTHER_COUNTED_FACTOR : OTHER_COUNT_FACTOR;
  if (leadPassage && units.some((u) => isYear(u.label) && !covers(leadPassage.body, u))) f *= UNANSWERED_FACTOR;
  // "what is the services sector's share…?", "वाटा किती?": a share is a percentage, not a date or another count
  if (leadPassage && SHARE_ASKED.test(query.normalize('NFC')) && !PERCENT.test(leadPassage.text)) f *= UNANSWERED_FACTOR;
  // "how many km long is the coastline": a length of something else does not answer
  const measured = choice.kind === 'how-many' ? measuredUnit(ix, units, query) : undefined;
  if (measured && leadPassage && !covers(leadPassage.body, measured)) f *= MEASURED_MISS;
  // …and a figure of Maharashtra is not India's: a count or measure asked without the state, given by a state note
  const state = stateUnits(units);
  if (choice.kind === 'how-many' && !state.length && isStateNote(entry)) f *= STATE_FIGURE;
  // …nor is a count India's when the state is asked ("in how many phases did Maharashtra vote?" is not the nation's
  // seven): a general note none of whose leading sentences names the state
  else if (
    choice.kind === 'how-many' &&
    !isStateNote(entry) &&
    !ranked.slice(0, STATE_SENTENCES).some((r) => state.every((u) => covers(r.passage.body, u)))
  )
    f *= STATE_FIGURE;
  // what is asked about must be in the sentence shown, in its own language (a Marathi word that means two things —
  // "व्याघ्र प्रकल्प", Project Tiger and a tiger reserve — does not make an English sentence on a reserve answer)
  const inNote = (x: { kind: Passage['kind']; index: number }, l: string) =>
    entry.passages.find((p) => p.kind === x.kind && p.index === x.index && p.lang === l);
  const shown = inNote(lead, lang);
  const twin = inNote(lead, lang === 'en' ? 'mr' : 'en');
  const focus = shown && twin ? focusUnits(ix, units, query) : [];
  if (focus.some((u) => covers(twin!.body, u) && !covers(shown!.body, u))) f *= FOCUS_MISS;
  // "who appoints X?": the sentence must say who appoints, not just name X (or a Patil)
  const action = ACTION.exec(query.normalize('NFC'))?.[0];
  const acts = action ? new Set(indexTerms(action)) : undefined;
  // "how is the Vice-President elected?": the sentence must say it of the Vice-President, not list the office among
  // others far from the word "elections"
  let said = 1;
  // …in the sentence shown, or, for a question of two parts ("how is the Speaker elected and what are the powers"), in
  // the next sentence the answer gives
  const near = shown && actionNear(ix, units, query);
  const nextShown = next && questionParts(query) > 1 ? inNote(next, lang) : undefined;
  // (a shown sentence that does not name whom it is done to does not say it either: false, not "no test")
  const actionSaid = near ? near(shown.text) || (nextShown ? near(nextShown.text) : false) : undefined;
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

const QUESTION_WORD =
  /\b(?:what|when|where|who|whom|whose|which|why|how)\b|(?<![\p{L}\p{M}])(?:काय|कधी|केव्हा|कुठे|कोठे|कोण|कोणी|कोणता|कोणती|कोणते|कोणत्या|कसा|कशी|कसे|किती|कशामुळे|का(?=[\s,]+[\p{L}]))(?![\p{L}\p{M}])/giu;
/**
 * How many things a question asks: its question words ("when and where", "कधी आणि कुठे", "who appoints … and which
 * article"); a Marathi का closing a sentence only makes it a yes/no question.
 */
export function questionParts(query: string): number {
  return [...query.normalize('NFC').matchAll(QUESTION_WORD)].length;
}
