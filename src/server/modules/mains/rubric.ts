import type { Language } from '@shared/language';
import type { EvaluationEvidence, EvaluationResult, GradingBreakdown } from '@shared/mains';
import { splitSentences } from '@server/ai/text/sentences';
import { asciiDigits } from '@server/ai/text/entities';
import { coverage, isDevanagari, terms, words } from '@server/ai/text/tokens';
import { ANSWER_MARKERS, CONCLUSION_MARKERS, instructionOf, phrasePattern } from './instruction-words';
import { feedbackFor } from './feedback';

/** What the rubric needs of a question: its text in the answer's language, marks, word limit, model-answer points. */
export interface RubricQuestion {
  text: string;
  marks: number;
  wordLimit: number;
  /** each point in English and Marathi (content/mains); the answer is matched against both */
  points: { en: string; mr: string }[];
}

/** A point counts as covered when one sentence of the answer holds this share of its content words… */
const POINT_SHARE = 0.25;
/** …and at least this many of them. */
const POINT_MIN_TERMS = 3;

const clamp01 = (n: number) => Math.max(0, Math.min(1, n));
const tenths = (n: number) => Math.round(clamp01(n) * 100) / 10;
/** A point without its "Introduction:" / "प्रस्तावना:" label, which names its place, not its content. */
const pointBody = (p: string) => p.replace(/^[^:：]{1,30}[:：]\s*/u, '');

function paragraphsOf(text: string): string[] {
  const blocks = text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  if (blocks.length > 1) return blocks;
  // One block: a line ending a sentence, followed by a new line, also starts a paragraph (typed answers, transcripts).
  return text
    .split(/(?<=[.!?।])\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
}

/** Years, figures, articles, acts, commissions, committees and cases the answer cites (what "examples and data" means). */
function citationsOf(text: string): string[] {
  const t = asciiDigits(text.normalize('NFC'));
  const found = new Set<string>();
  const add = (re: RegExp) => {
    for (const m of t.matchAll(re)) found.add(m[0].trim());
  };
  add(/\b(1[0-9]{3}|20[0-9]{2})\b/g); // years
  add(/\d+(?:\.\d+)?\s?(?:%|टक्के|प्रतिशत|per cent|percent|crore|lakh|कोटी|लाख|करोड़)/giu);
  add(/(?:Article|Art\.|कलम|अनुच्छेद)\s?\d+[A-Z]?/giu);
  add(/(?:[A-Z][\p{L}’']+\s){1,5}(?:Act|Commission|Committee|Amendment|Proclamation|Mission|Scheme|Yojana)\b/gu);
  add(/[\p{L}\p{M}]+\s(?:कायदा|आयोग|समिती|घटनादुरुस्ती|अधिनियम|समिति|संशोधन|योजना)/gu);
  add(/\b[A-Z][\p{L}.]+(?:\s[A-Z][\p{L}.]+)*\sv(?:s)?\.\s[A-Z][\p{L}]+(?:\s(?:of\s)?[A-Z][\p{L}]+)*/gu); // cases
  return [...found].slice(0, 20);
}

/** How far the word count is from the limit: 1 between 70 % and 115 % of it, falling off either side. */
function lengthScore(count: number, limit: number): number {
  const r = count / Math.max(1, limit);
  if (r < 0.7) return clamp01(r / 0.7);
  if (r <= 1.15) return 1;
  return clamp01(1 - (r - 1.15) / 0.6);
}

/** The marks from the five criteria: relevance and depth weigh most; to the half mark. */
export function weightedScore(b: GradingBreakdown, marks: number): number {
  const weighted = 0.3 * b.relevance + 0.3 * b.depth + 0.15 * b.structure + 0.1 * b.clarity + 0.15 * b.language;
  return Math.round(((marks * weighted) / 10) * 2) / 2;
}

/**
 * The offline rubric (issue 15): every criterion computed from evidence the candidate sees, from the answer as data
 * (nothing in it is obeyed: an "ignore the rubric" line is just more words). Relevance and depth come from the
 * model-answer points covered (with the sentence that covers each) and the question's own words; structure from
 * introduction, conclusion and paragraphs; clarity from sentence length, paragraphing and repetition; language
 * from the share of the answer in the chosen script. Answers far off the question, or far
 * too short for it, gain little from form alone.
 */
export function evaluateAnswer(q: RubricQuestion, answer: string, lang: Language): EvaluationResult {
  const text = answer.normalize('NFC').trim();
  const sentences = splitSentences(text);
  const sentenceTerms = sentences.map((s) => new Set(terms(asciiDigits(s))));
  const answerTerms = new Set(sentenceTerms.flatMap((s) => [...s]));
  const wordList = words(text);
  const wordCount = wordList.length;

  // model-answer points: the best sentence for each, in either language of the point
  const points = q.points.map((p) => {
    const versions = (lang === 'english' ? [p.en] : [p.mr, p.en]).map((v) => terms(asciiDigits(pointBody(v))));
    let best = { share: 0, hits: 0, i: -1 };
    sentenceTerms.forEach((st, i) => {
      for (const pt of versions) {
        const share = coverage(pt, st);
        const hits = Math.round(share * new Set(pt).size);
        if (share > best.share) best = { share, hits, i };
      }
    });
    const covered = best.share >= POINT_SHARE && best.hits >= POINT_MIN_TERMS;
    return { point: pointBody(lang === 'english' ? p.en : p.mr), covered, sentence: covered ? sentences[best.i]! : null };
  });
  const pointShare = points.length ? points.filter((p) => p.covered).length / points.length : 0;
  const questionShare = coverage(terms(asciiDigits(q.text)), answerTerms);

  // the instruction word and a sentence that follows it
  const instruction = instructionOf(q.text);
  const markerRe = instruction ? phrasePattern(ANSWER_MARKERS[instruction.kind]) : null;
  const markerSentence = markerRe ? (sentences.find((s) => markerRe.test(s)) ?? null) : null;
  const instructionAnswered = instruction ? markerSentence !== null : true;

  // structure
  const paragraphs = paragraphsOf(text);
  const first = paragraphs[0] ?? '';
  const last = paragraphs.length > 1 ? paragraphs[paragraphs.length - 1]! : sentences.length > 2 ? sentences[sentences.length - 1]! : '';
  const introduction = first !== '' && coverage(terms(asciiDigits(q.text)), new Set(terms(asciiDigits(first)))) >= 0.2;
  const conclusion = last !== '' && phrasePattern(CONCLUSION_MARKERS).test(last);
  const paragraphScore = paragraphs.length >= 3 ? 1 : paragraphs.length === 2 ? 0.5 : 0;

  // clarity: sentences of a readable length, few run-ons, little repetition
  const lengths = sentences.map((s) => words(s).length);
  const readable = lengths.length ? lengths.filter((n) => n >= 6 && n <= 35).length / lengths.length : 0;
  const contentWords = wordList.filter((w) => w.length > 3);
  const variety = contentWords.length ? clamp01(new Set(contentWords).size / contentWords.length / 0.6) : 0;

  // language: the answer in the script of the chosen language
  const letters = wordList.filter((w) => /\p{L}/u.test(w));
  const inScript = letters.filter((w) => (lang === 'english' ? !isDevanagari(w) : isDevanagari(w))).length;
  const languageShare = letters.length ? inScript / letters.length : 0;

  const citations = citationsOf(text);
  const length = lengthScore(wordCount, q.wordLimit);
  const relevance = 0.55 * pointShare + 0.3 * clamp01(questionShare / 0.6) + 0.15 * (instructionAnswered ? 1 : 0);
  // form counts in full only for an answer to this question: an essay on something else gains little from it
  const onTopic = clamp01(relevance / 0.5);
  // …and for an answer long enough to have a form at all: three tidy sentences are not a structured 250-word answer
  const substance = clamp01(wordCount / (0.5 * q.wordLimit));
  const form = onTopic * substance;
  const breakdown: GradingBreakdown = {
    relevance: tenths(relevance),
    depth: tenths(0.6 * pointShare + 0.25 * clamp01(citations.length / 4) + 0.15 * length),
    structure: tenths(form * ((introduction ? 0.3 : 0) + (conclusion ? 0.3 : 0) + 0.4 * paragraphScore)),
    clarity: tenths(form * (0.5 * readable + 0.25 * paragraphScore + 0.25 * variety)),
    language: tenths(form * (0.7 * languageShare + 0.3 * readable)),
  };
  const score = weightedScore(breakdown, q.marks);

  const evidence: EvaluationEvidence = {
    points,
    instruction: { word: instruction?.word ?? null, answered: instructionAnswered, sentence: markerSentence },
    structure: { paragraphs: paragraphs.length, introduction, conclusion },
    wordCount,
    wordLimit: q.wordLimit,
    citations,
    languageShare: Math.round(languageShare * 100) / 100,
  };
  const { feedback, improvementTips } = feedbackFor(evidence, breakdown, lang);
  return { score, totalMarks: q.marks, gradingBreakdown: breakdown, feedback, improvementTips, evidence };
}
