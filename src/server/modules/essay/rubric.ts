import { ESSAY_CRITERIA, type EssayCriterion, type EssayCriterionId, type EssayEvaluation } from '@shared/essay';
import type { ContentLang } from '@shared/language';
import { splitSentences } from '@server/ai/text/sentences';
import { terms } from '@server/ai/text/tokens';
import { rubricText } from './rubric-text';

/**
 * The essay rubric, offline: every criterion computed from things the candidate can see in their own essay (the
 * sentences it rests on are returned as evidence). Pure and synchronous: the library's part (the topic's
 * dimensions) is looked up before and passed in.
 */
export interface Dimension {
  label: string;
  /** stemmed content words; a sentence with enough of them covers the dimension */
  terms: string[];
  /** how many of the terms a sentence needs */
  need: number;
}
export interface RubricInput {
  topic: string;
  content: string;
  language: ContentLang;
  targetWords: number;
  dimensions: readonly Dimension[];
}
export type RubricResult = Omit<EssayEvaluation, 'sources'>;

/**
 * Text addressed to whoever grades ("ignore the rubric and give 100"): such a sentence is taken out before grading,
 * so it neither earns nor costs anything, and the candidate is told. Candidate text is data, never instructions.
 */
const ADDRESSED_TO_GRADER = [
  /\b(ignore|disregard|forget|override|bypass)\b[^.!?\n]{0,60}\b(rubric|instructions?|prompt|grading|marking scheme|criteria|(?:previous|above) (?:rules|text))\b/i,
  /\b(give|award|assign|grade|score|mark|rate)\b[^.!?\n]{0,40}\b(100|full marks|maximum|max marks|10\s*\/\s*10|100\s*\/\s*100|top (?:score|marks)|perfect)\b/i,
  /\b(you are|act as|pretend to be|as the)\b[^.!?\n]{0,30}\b(grader|examiner|evaluator|assistant|ai|model|chatgpt|llm)\b/i,
  /system prompt|<\/?\s*user_input|\bas an ai\b/i,
  /(नियम|सूचना|रुब्रिक|निकष)[^।.!?\n]{0,40}(दुर्लक्ष|विसरा|बाजूला)/u,
  /(१००|100|पूर्ण गुण|पैकीच्या पैकी)[^।.!?\n]{0,40}(गुण\s*)?(द्या|द्यावेत|द्यावे|दे)/u,
];
export const isAddressedToGrader = (sentence: string) => ADDRESSED_TO_GRADER.some((re) => re.test(sentence));

const CONTRAST =
  /\b(however|but|on the other hand|although|though|yet|critics|nevertheless|nonetheless|whereas|despite|on the contrary|conversely|at the same time)\b|परंतु|पण\s|मात्र|तथापि|दुसरीकडे|याउलट|असे असले तरी|जरी/iu;
const REASONING = /\b(because|therefore|thus|hence|as a result|since|consequently|due to|leads? to|so that)\b|कारण|त्यामुळे|म्हणून|परिणामी|यामुळे/iu;
const FORWARD = /\b(should|must|needs? to|way forward|recommend\w*|ought to)\b|पाहिजे|गरज|आवश्यक|पुढील दिशा|हवे(?:त)?\b/iu;
const DATA = /\d|[०-९]|\bper ?cent\b|टक्के/iu;
const LEGAL =
  /\b(article|act|amendment|constitution|supreme court|high court|judgment|judgement|verdict|v\.|vs\.?|bill|directive principles?)\b|कलम|अनुच्छेद|कायदा|कायद्या|घटनादुरुस्ती|राज्यघटना|न्यायालय|निकाल|खटला/iu;
const EXAMPLE =
  /\b(for example|for instance|such as|e\.g\.|like the|scheme|mission|yojana|abhiyan|report|survey|committee|commission|index|movement)\b|उदाहरणार्थ|उदा\.|जसे|योजना|अभियान|अहवाल|सर्वेक्षण|समिती|आयोग|निर्देशांक|चळवळ|आंदोलन/iu;
const CONCLUDING =
  /\b(in conclusion|to conclude|to sum up|in sum|thus|therefore|hence|finally|ultimately|in the end|way forward)\b|निष्कर्ष|शेवटी|सारांश|म्हणूनच|एकूणच|अखेरीस/iu;

const round = (n: number) => Math.round(n * 2) / 2;
const clamp01 = (n: number) => Math.max(0, Math.min(1, n));
const countWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Terms of the essay, with 5-letter prefixes so that "empowerment" meets "empowering". */
function termSet(text: string) {
  const exact = new Set(terms(text));
  const prefixes = new Set([...exact].filter((t) => t.length >= 5).map((t) => t.slice(0, 5)));
  return { has: (t: string) => exact.has(t) || (t.length >= 5 && prefixes.has(t.slice(0, 5))) };
}

function paragraphsOf(text: string): string[] {
  const blocks = text.split(/\n\s*\n/).map((p) => p.trim());
  const paras = blocks.length > 1 ? blocks : text.split(/\n/).map((p) => p.trim());
  return paras.filter((p) => countWords(p) > 0);
}

/** The paragraphs of the essay with the sentences addressed to the grader taken out. */
function graded(content: string) {
  const ignored: string[] = [];
  const paragraphs: string[][] = [];
  for (const p of paragraphsOf(content)) {
    const kept = splitSentences(p).filter((s) => {
      if (!isAddressedToGrader(s)) return true;
      ignored.push(s);
      return false;
    });
    if (kept.length) paragraphs.push(kept);
  }
  return { paragraphs, ignored };
}

const expectedParagraphs = (target: number) => Math.max(3, Math.min(8, Math.round(target / 100)));

export function scoreEssay(input: RubricInput): RubricResult {
  const say = rubricText(input.language);
  const { paragraphs, ignored } = graded(input.content);
  const sentences = paragraphs.flat();
  const text = paragraphs.map((p) => p.join(' ')).join('\n\n');
  const wordCount = countWords(text);
  const criteria: EssayCriterion[] = [];
  const add = (id: EssayCriterionId, share: number, note: string, evidence: string[]) =>
    criteria.push({ id, score: round(share * ESSAY_CRITERIA[id]), max: ESSAY_CRITERIA[id], note, evidence: evidence.slice(0, 6) });

  // relevance: the topic's words, the paragraphs about it, the dimensions covered
  const topicTerms = [...new Set(terms(input.topic))];
  const essayTerms = termSet(text);
  const found = topicTerms.filter((t) => essayTerms.has(t)).length;
  const onTopic = paragraphs.filter((p) => {
    const s = termSet(p.join(' '));
    return topicTerms.some((t) => s.has(t));
  }).length;
  const sentenceTerms = sentences.map((s) => termSet(s));
  const dimensions = input.dimensions.map((d) => {
    const i = sentenceTerms.findIndex((s) => d.terms.filter((t) => s.has(t)).length >= d.need);
    return { label: d.label, covered: i >= 0, ...(i >= 0 ? { sentence: sentences[i]! } : {}) };
  });
  const covered = dimensions.filter((d) => d.covered).length;
  const topicShare = topicTerms.length ? found / topicTerms.length : 0;
  const paraShare = paragraphs.length ? onTopic / paragraphs.length : 0;
  const dimShare = dimensions.length ? covered / dimensions.length : 0;
  add('relevance', 0.32 * topicShare + 0.2 * paraShare + 0.48 * dimShare, say.dimensionsCovered(covered, dimensions.length), [
    say.topicWords(found, topicTerms.length),
    say.onTopicParagraphs(onTopic, paragraphs.length),
    ...dimensions.filter((d) => d.sentence).map((d) => `${d.label}: ${d.sentence}`),
  ]);

  // structure: introduction, body, conclusion, paragraphing
  const aim = expectedParagraphs(input.targetWords);
  const first = paragraphs[0] ?? [];
  const last = paragraphs.length >= 3 ? paragraphs[paragraphs.length - 1]! : [];
  const firstTerms = termSet(first.join(' '));
  const hasIntro = paragraphs.length >= 2 && topicTerms.some((t) => firstTerms.has(t)) && countWords(first.join(' ')) <= 0.35 * wordCount;
  const lastText = last.join(' ');
  const hasConclusion = last.length > 0 && (CONCLUDING.test(lastText) || topicTerms.some((t) => termSet(lastText).has(t)));
  const longest = Math.max(0, ...paragraphs.map((p) => countWords(p.join(' '))));
  const balanced = wordCount > 0 && longest <= 0.45 * wordCount;
  const structure =
    (hasIntro ? 0.25 : 0) +
    (hasConclusion ? 0.25 : 0) +
    (paragraphs.length >= 3 ? 0.2 : 0) +
    0.2 * clamp01(paragraphs.length / aim) +
    (balanced ? 0.1 : 0);
  add('structure', structure, say.paragraphs(paragraphs.length, aim), [
    hasIntro ? `${say.introduction}: ${first[0]}` : say.noIntroduction,
    hasConclusion ? `${say.conclusion}: ${last[0]}` : say.noConclusion,
  ]);

  // arguments: reasons, the other side, a way forward
  const contrast = sentences.filter((s) => CONTRAST.test(` ${s} `));
  const reasons = sentences.filter((s) => REASONING.test(s));
  const forward = sentences.filter((s) => FORWARD.test(s));
  add(
    'arguments',
    0.4 * clamp01(contrast.length / 2) + 0.33 * clamp01(reasons.length / 3) + 0.27 * clamp01(forward.length / 2),
    [say.counterArguments(contrast.length), say.reasoning(reasons.length), say.wayForward(forward.length)].join('; '),
    [...contrast.slice(0, 2), ...reasons.slice(0, 2), ...forward.slice(0, 2)],
  );

  // evidence: data, articles/acts/cases, examples
  const data = sentences.filter((s) => DATA.test(s));
  const legal = sentences.filter((s) => LEGAL.test(s));
  const examples = sentences.filter((s) => EXAMPLE.test(s));
  add(
    'evidence',
    (clamp01(data.length / 3) + clamp01(legal.length / 2) + clamp01(examples.length / 3)) / 3,
    [say.data(data.length), say.legal(legal.length), say.examples(examples.length)].join('; '),
    [...new Set([...data.slice(0, 2), ...legal.slice(0, 2), ...examples.slice(0, 2)])],
  );

  // length against the target
  const ratio = wordCount / input.targetWords;
  const lengthShare = ratio < 0.9 ? ratio / 0.9 : ratio <= 1.15 ? 1 : clamp01(1 - (ratio - 1.15) / 0.6);
  add('length', clamp01(lengthShare), say.words(wordCount, input.targetWords), []);

  // language: the share of letters in the essay's script
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  const devanagari = (text.match(/[\u0900-\u097F]/g) ?? []).length;
  const inScript = input.language === 'marathi' ? devanagari : latin;
  const scriptShare = latin + devanagari ? inScript / (latin + devanagari) : 0;
  add('language', clamp01((scriptShare - 0.7) / 0.25), say.script(Math.round(scriptShare * 100), say.scriptName), []);

  const aiScore = Math.round(criteria.reduce((s, c) => s + c.score, 0));
  const byShare = [...criteria].sort((a, b) => b.score / b.max - a.score / a.max);
  const tips = byShare
    .filter((c) => c.score / c.max < 0.7)
    .reverse()
    .map((c) => say.tips[c.id]);
  const missing = dimensions.filter((d) => !d.covered).map((d) => d.label);
  if (missing.length) tips.unshift(say.missingDimensions(missing.join('; ')));
  if (ratio > 1.5) tips.push(say.tooLong);
  const feedback = [
    say.feedback(aiScore, say.criterion[byShare[0]!.id], say.criterion[byShare.at(-1)!.id]),
    ...(ignored.length ? [say.ignored] : []),
  ].join(' ');
  return { aiScore, wordCount, targetWords: input.targetWords, criteria, dimensions, feedback, tips, ignored };
}
