import type { AiSource } from '@shared/ai';
import type { ContentLang } from '@shared/language';
import { scanAnswer, type ScanAnswer, type ScanPassage } from '@shared/scanner';
import type { Executor } from '@server/db/database';
import { coverageOf, covers } from '@server/ai/passages';
import { isSure, type TopicMatch } from '@server/ai/retrieval';
import { systemPrompt, userInput } from '@server/ai/sdk/prompts';
import { pick } from '@server/ai/sources';
import type { AiTask } from '@server/ai/task';
import { coverage, terms } from '@server/ai/text/tokens';
import { topicsFor } from './topics';

/**
 * The answer to a question the bank does not hold (issue 18, "otherwise"). Offline: the library's passages on the
 * question; an option is proposed only when exactly one option is found in a passage that is about the question's
 * stem, and the note is a sure match — otherwise the answer is `null` ("cannot determine offline") with the relevant
 * notes. A configured model answers from the same passages and is labelled by the AI service.
 */
export interface ScanAnswerInput {
  stem: string;
  options: string[];
  language: ContentLang;
}

/** A passage must hold this share of the stem's weight to speak about the question at all. */
const STEM_COVERAGE = 0.5;
/** …and the sentence itself (without its note's title) three quarters of it. */
const BODY_COVERAGE = 0.75;
/** Every content term of an option must be in the passage (an option is a short phrase: all or nothing). */
const OPTION_COVERAGE = 1;
/** Negations and statement sets need reasoning a passage match cannot do: the offline engine declines them. */
const NEEDS_REASONING =
  /\b(?:not|incorrect|false|wrong|except|untrue|statements?|assertion|reason|chronological|match)\b|नाही|चुकीच|अयोग्य|असत्य|विधान|कारण|कालक्रम|जोड्या/iu;

export const SCAN_PASSAGES = 4;

function sourceOf(m: TopicMatch, lang: ContentLang): AiSource {
  return m.note
    ? { kind: 'note', id: m.note.id, title: pick(m.note.title, lang), subject: m.note.subject }
    : { kind: 'topic', id: m.topic.id, title: pick(m.topic.topic, lang), subject: m.topic.subject };
}

export async function offlineAnswer(db: Executor, input: ScanAnswerInput): Promise<ScanAnswer> {
  const lang = input.language;
  const matches = await topicsFor(db, input.stem);
  const relevant: ScanPassage[] = matches
    .slice(0, 3)
    .flatMap((m) => (m.passages[0] ? [{ text: m.passages[0].passage.text, source: sourceOf(m, lang) }] : []));
  const declined = (): ScanAnswer => ({ answer: null, confidence: null, explanation: '', passages: relevant, tricks: [] });
  const best = matches[0];
  if (!best || !isSure(best) || input.options.length !== 4 || NEEDS_REASONING.test(input.stem)) return declined();

  // passages about the stem, in the question's language first
  // the stem's most distinctive word ("Kesari", "Ramsar") must be in the passage, not only its frame words
  const key = [...best.units].sort((a, b) => b.weight - a.weight)[0]!;
  const about = best.passages
    .slice(0, 12)
    .filter(
      (r) =>
        coverageOf(r.passage.tf, best.units) >= STEM_COVERAGE &&
        coverageOf(r.passage.body, best.units) >= BODY_COVERAGE &&
        covers(r.passage.body, key),
    )
    .sort((a, b) => Number(b.passage.lang === (lang === 'marathi' ? 'mr' : 'en')) - Number(a.passage.lang === (lang === 'marathi' ? 'mr' : 'en')));
  const optionTerms = input.options.map((o) => terms(o));
  if (optionTerms.some((t) => !t.length)) return declined();
  for (const r of about) {
    const doc = new Set(terms(r.passage.text));
    const stemTerms = new Set(terms(input.stem));
    // an option's words that the stem already has say nothing about which option the passage picks
    const found = optionTerms.map((t) => {
      const own = t.filter((x) => !stemTerms.has(x));
      return own.length > 0 && coverage(own, doc) >= OPTION_COVERAGE;
    });
    const hits = found.flatMap((f, i) => (f ? [i] : []));
    if (hits.length === 0) continue;
    if (hits.length > 1) return declined(); // the passage names more than one option: it does not decide
    const answer = hits[0]!;
    const confidence = Math.round(Math.min(1, best.confidence * coverageOf(r.passage.tf, best.units)) * 100) / 100;
    if (confidence < 0.5) return declined();
    return {
      answer,
      confidence,
      explanation: r.passage.text,
      passages: [{ text: r.passage.text, source: sourceOf(best, lang) }, ...relevant.filter((p) => p.text !== r.passage.text)].slice(
        0,
        SCAN_PASSAGES,
      ),
      tricks: [],
    };
  }
  return declined();
}

const MODEL_TASK =
  'The user message holds a multiple-choice question (stem and options numbered 0-3) a candidate scanned. Answer it ONLY from the LIBRARY PASSAGES. Return JSON: answer (the option index 0-3, or null when the passages do not settle it), confidence (0-1), explanation (2-4 sentences citing the passage), passages (leave empty), tricks (up to 2 short solving tips, only when the passages support them; else empty).';

export const scanAnswerTask: AiTask<ScanAnswerInput, ScanAnswer> = {
  name: 'scan-answer',
  output: scanAnswer,
  offline: (input, ctx) => offlineAnswer(ctx.db, input),
  async withModel(input, draft, model) {
    if (!draft.passages.length) return null; // nothing to ground a model on: the honest offline "cannot determine"
    const passages = draft.passages.map((p) => `## ${p.source.title}\n${p.text}`).join('\n\n');
    const question = [input.stem, ...input.options.map((o, i) => `${i}. ${o}`)].join('\n');
    const out = await model.object(scanAnswer, systemPrompt(MODEL_TASK, input.language, passages), [{ role: 'user', content: userInput(question) }]);
    const answer = out.answer !== null && out.answer < input.options.length ? out.answer : null;
    return { ...out, answer, confidence: answer === null ? null : out.confidence, passages: draft.passages };
  },
};
