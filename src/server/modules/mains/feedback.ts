import type { Language } from '@shared/language';
import type { EvaluationEvidence, GradingBreakdown } from '@shared/mains';

const DEVA = '०१२३४५६७८९';
const marathiDigits = (s: string) => s.replace(/\d/g, (d) => DEVA[Number(d)]!);

type Texts = {
  covered: (n: number, of: number) => string;
  strong: string;
  weak: string;
  instructionYes: (w: string) => string;
  instructionNo: (w: string) => string;
  words: (n: number, limit: number) => string;
  missing: (p: string) => string;
  intro: string;
  conclusion: string;
  paragraphs: string;
  citations: string;
  longer: (limit: number) => string;
  shorter: (limit: number) => string;
  script: string;
};

const TEXTS: Record<Language, Texts> = {
  english: {
    covered: (n, of) => `The answer covers ${n} of the ${of} points a model answer makes.`,
    strong: 'A well-built answer.',
    weak: 'The answer needs more of the substance the question asks for.',
    instructionYes: (w) => `It does what “${w}” asks.`,
    instructionNo: (w) => `The question says “${w}”, and the answer does not yet do that (judge, weigh or reason, not only describe).`,
    words: (n, limit) => `${n} words against a limit of ${limit}.`,
    missing: (p) => `Add: ${p}`,
    intro: 'Open with an introduction that restates the question’s core in one or two sentences.',
    conclusion: 'End with a conclusion (a way forward or an overall judgement).',
    paragraphs: 'Break the answer into paragraphs: introduction, body points, conclusion.',
    citations: 'Support the points with facts: years, articles, acts, committees, data or cases.',
    longer: (limit) => `Write closer to the word limit (${limit} words): the points need development.`,
    shorter: (limit) => `Keep within the word limit (${limit} words): examiners stop reading.`,
    script: 'Write the whole answer in the language you chose.',
  },
  marathi: {
    covered: (n, of) => marathiDigits(`आदर्श उत्तरातील ${of} मुद्द्यांपैकी ${n} मुद्दे उत्तरात आले आहेत.`),
    strong: 'उत्तर चांगले बांधलेले आहे.',
    weak: 'प्रश्न विचारतो तो आशय उत्तरात अधिक यायला हवा.',
    instructionYes: (w) => `प्रश्नातील “${w}” ही सूचना उत्तर पाळते.`,
    instructionNo: (w) => `प्रश्न “${w}” सांगतो; उत्तर अजून ते करत नाही (केवळ वर्णन नको, मूल्यमापन, तुलना किंवा कारणमीमांसा हवी).`,
    words: (n, limit) => marathiDigits(`${limit} शब्दमर्यादेपैकी ${n} शब्द.`),
    missing: (p) => `हा मुद्दा जोडा: ${p}`,
    intro: 'प्रश्नाचा गाभा एक-दोन वाक्यांत मांडणारी प्रस्तावना लिहा.',
    conclusion: 'शेवटी निष्कर्ष लिहा (पुढील दिशा किंवा एकूण मूल्यमापन).',
    paragraphs: 'उत्तर परिच्छेदांत मांडा: प्रस्तावना, मुख्य मुद्दे, निष्कर्ष.',
    citations: 'मुद्द्यांना तथ्यांचा आधार द्या: वर्षे, कलमे, कायदे, समित्या, आकडेवारी किंवा खटले.',
    longer: (limit) => marathiDigits(`शब्दमर्यादेच्या (${limit} शब्द) जवळ जा: मुद्दे अधिक विकसित करा.`),
    shorter: (limit) => marathiDigits(`शब्दमर्यादेत (${limit} शब्द) लिहा.`),
    script: 'संपूर्ण उत्तर निवडलेल्या भाषेत लिहा.',
  },
  hindi: {
    covered: (n, of) => `आदर्श उत्तर के ${of} बिंदुओं में से ${n} बिंदु उत्तर में आए हैं।`,
    strong: 'उत्तर अच्छी तरह से बना है।',
    weak: 'प्रश्न जो माँगता है, वह सामग्री उत्तर में और आनी चाहिए।',
    instructionYes: (w) => `उत्तर प्रश्न के “${w}” निर्देश का पालन करता है।`,
    instructionNo: (w) => `प्रश्न “${w}” कहता है; उत्तर अभी ऐसा नहीं करता (केवल वर्णन नहीं, मूल्यांकन, तुलना या कारण-विश्लेषण चाहिए)।`,
    words: (n, limit) => `${limit} शब्दों की सीमा में ${n} शब्द।`,
    missing: (p) => `यह बिंदु जोड़िए: ${p}`,
    intro: 'प्रश्न का सार एक-दो वाक्यों में रखने वाली भूमिका लिखिए।',
    conclusion: 'अंत में निष्कर्ष लिखिए (आगे की राह या समग्र मूल्यांकन)।',
    paragraphs: 'उत्तर को अनुच्छेदों में लिखिए: भूमिका, मुख्य बिंदु, निष्कर्ष।',
    citations: 'बिंदुओं को तथ्यों से पुष्ट कीजिए: वर्ष, अनुच्छेद, अधिनियम, समितियाँ, आँकड़े या मामले।',
    longer: (limit) => `शब्द सीमा (${limit} शब्द) के निकट लिखिए: बिंदुओं को विकसित कीजिए।`,
    shorter: (limit) => `शब्द सीमा (${limit} शब्द) के भीतर लिखिए।`,
    script: 'पूरा उत्तर चुनी हुई भाषा में लिखिए।',
  },
};

const shorten = (s: string, n = 140) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** Feedback and tips from the evidence, in the answer's language: each names what it was computed from. */
export function feedbackFor(e: EvaluationEvidence, b: GradingBreakdown, lang: Language): { feedback: string; improvementTips: string[] } {
  const t = TEXTS[lang];
  const covered = e.points.filter((p) => p.covered).length;
  const parts = [t.covered(covered, e.points.length)];
  if (e.instruction.word) parts.push(e.instruction.answered ? t.instructionYes(e.instruction.word) : t.instructionNo(e.instruction.word));
  parts.push(t.words(e.wordCount, e.wordLimit));
  const mean = (b.relevance + b.depth + b.structure + b.clarity + b.language) / 5;
  parts.push(mean >= 6.5 && e.wordCount >= 0.7 * e.wordLimit ? t.strong : mean < 4 ? t.weak : '');

  const tips: string[] = [];
  for (const p of e.points.filter((x) => !x.covered).slice(0, 3)) tips.push(t.missing(shorten(p.point)));
  if (e.instruction.word && !e.instruction.answered) tips.push(t.instructionNo(e.instruction.word));
  if (!e.structure.introduction) tips.push(t.intro);
  if (!e.structure.conclusion) tips.push(t.conclusion);
  if (e.structure.paragraphs < 3) tips.push(t.paragraphs);
  if (e.citations.length < 2) tips.push(t.citations);
  if (e.wordCount < 0.7 * e.wordLimit) tips.push(t.longer(e.wordLimit));
  if (e.wordCount > 1.15 * e.wordLimit) tips.push(t.shorter(e.wordLimit));
  if (e.languageShare < 0.85) tips.push(t.script);
  return { feedback: parts.filter(Boolean).join(' '), improvementTips: tips.slice(0, 7) };
}
