import type { Bilingual } from '@shared/content';
import { isStopWord, stem, termMatches, words } from '@server/ai/text/tokens';

/**
 * Offline coverage of an interview answer: which expected points its words cover, in English or Marathi (either
 * version of a point counts, whatever the session's language), and the answer's own phrase that covered each.
 *
 * A point is covered when the answer holds enough of the point's content words (stemmed; a typo or another case
 * ending still matches): at least a fifth of them and at least two (one for a one-word point). Words the question
 * already says do not count, so restating the question covers nothing; neither do words about marking itself
 * ("rubric", "mark", "covered"…), so an answer that asks to be marked well gets nothing for asking.
 */
const SHARE = 0.2;
const PHRASE_MAX = 160;
const RUBRIC_WORDS = new Set(
  `ignore ignored rubric rubrics mark marks marked marking score scored scoring point points cover covers covered
  coverage expected answer answers instruction instructions prompt system rule rules full grade graded evaluator
  examiner award bonus
  दुर्लक्ष दुर्लक्षित अपेक्षित मुद्दा मुद्दे गुण नियम सूचना मांडले मांडला परीक्षक पूर्ण`.split(/\s+/),
);
const RUBRIC = new Set([...RUBRIC_WORDS].map(stem));
/** Verbs that carry no point of their own ("start", "make", "सुरू करणे"): a point is not made by them. */
const WEAK_WORDS = new Set(
  `use using ensure take make start doing done get give keep sure way
  सुरू करणे करेन करून कराल करू करावे करावी केले देणे देईन देऊन घेणे घेईन घेऊन होणे होईल राहणे ठेवणे ठेवेन मी आम्ही`.split(/\s+/),
);
const WEAK = new Set([...WEAK_WORDS].map(stem));

const DEVANAGARI_ZERO = 0x966;
/** NFC, and Devanagari digits as ASCII: "२००५" and "2005" are the same year. */
export const normalise = (s: string) => s.normalize('NFC').replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));

/** Content words of a text, stemmed, without stop words and marking words. */
function keyTerms(text: string): string[] {
  const out = new Set<string>();
  for (const w of words(normalise(text))) {
    if (isStopWord(w) || RUBRIC.has(stem(w)) || WEAK.has(stem(w)) || (w.length < 2 && !/\d/.test(w))) continue;
    out.add(stem(w));
  }
  return [...out];
}

interface Clause {
  text: string;
  terms: string[];
}
/** The answer in clauses (sentences, split again at commas and semicolons): the phrase shown is one of them. */
function clausesOf(answer: string): Clause[] {
  return normalise(answer)
    .split(/[.!?।॥;\n]+|,\s+/)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((text) => ({ text, terms: keyTerms(text) }));
}

export interface PointResult {
  covered: boolean;
  phrase: string | null;
  /** matched share of the point's words, 0–1 */
  score: number;
}

function judge(pointText: string, questionTerms: ReadonlySet<string>, clauses: readonly Clause[]): PointResult {
  const all = keyTerms(pointText);
  const own = all.filter((t) => !questionTerms.has(t));
  const terms = own.length >= 2 ? own : all;
  if (!terms.length) return { covered: false, phrase: null, score: 0 };
  const answerTerms = clauses.flatMap((c) => c.terms);
  const matched = terms.filter((q) => answerTerms.some((a) => termMatches(q, a)));
  const score = matched.length / terms.length;
  const covered = matched.length >= Math.min(2, terms.length) && score >= SHARE;
  if (!covered) return { covered, phrase: null, score };
  let best: Clause | null = null;
  let bestHits = 0;
  for (const c of clauses) {
    const hits = matched.filter((q) => c.terms.some((a) => termMatches(q, a))).length;
    if (hits > bestHits) [best, bestHits] = [c, hits];
  }
  const phrase = best ? (best.text.length > PHRASE_MAX ? `${best.text.slice(0, PHRASE_MAX - 1).trimEnd()}…` : best.text) : null;
  return { covered, phrase, score };
}

/** Each expected point judged against the answer (both languages of a point; the better one counts). */
export function coverAnswer(question: Bilingual, points: readonly Bilingual[], answer: string): PointResult[] {
  const questionTerms = new Set([...keyTerms(question.en), ...keyTerms(question.mr)]);
  const clauses = clausesOf(answer);
  return points.map((p) => {
    const en = judge(p.en, questionTerms, clauses);
    const mr = judge(p.mr, questionTerms, clauses);
    if (en.covered !== mr.covered) return en.covered ? en : mr;
    return en.score >= mr.score ? en : mr;
  });
}
