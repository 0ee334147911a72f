import type { ExtractedCard } from '@shared/flashcards';
import { topSentenceIndexes } from '@server/ai/text/textrank';
import { isStopWord, stem } from '@server/ai/text/tokens';

/**
 * Cards from the candidate's own notes, offline (issue 14): the notes are split into sentences with `Intl.Segmenter`
 * (Marathi's danda and English full stops alike; every line break also ends a line of notes), the most central
 * sentences are picked by TextRank, and each becomes a cloze card (a number, a name or the notes' key term blanked
 * out; the answer is that span) or, with nothing to blank, a key-sentence card (the opening words ask for the whole
 * sentence). Every answer is text found in the notes, word for word.
 */
export const BLANK = '_____';
const MIN_WORDS = 4;
const MAX_WORDS = 60;

export const normaliseSpace = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();
const ENDS_IN_INITIAL =
  /(?:^|[\s.])(?:[A-Za-z]|[\u0905-\u0939][\u093C\u093E-\u094D]*|Dr|Mr|Mrs|Ms|St|No|Art|Sr|Jr|Lt|Gen|Col|Govt|Rs|vs|viz|etc|e\.g|i\.e)\.$/u;
const isMarathi = (s: string) => (s.match(/[\u0900-\u097F]/g)?.length ?? 0) > (s.match(/[A-Za-z]/g)?.length ?? 0);

/** Sentences of the notes: lines first (notes are often bullet lists), then `Intl.Segmenter` within each line. */
export function noteSentences(notes: string): string[] {
  const out: string[] = [];
  for (const line of notes.normalize('NFC').split(/\n+/)) {
    const text = line.replace(/^\s*(?:[-*•·▪◦]|\d+[.)]|[०-९]+[.)])\s+/u, '');
    if (!text.trim()) continue;
    const seg = new Intl.Segmenter(isMarathi(text) ? 'mr' : 'en', { granularity: 'sentence' });
    let pending = '';
    for (const s of seg.segment(text)) {
      const sentence = normaliseSpace(s.segment);
      if (!sentence) continue;
      // the segmenter ends a sentence after an initial ("W.C. Bonnerjee", "ग. वा. जोशी") or "Dr."; join it back
      pending = pending ? `${pending} ${sentence}` : sentence;
      if (!ENDS_IN_INITIAL.test(pending)) {
        out.push(pending);
        pending = '';
      }
    }
    if (pending) out.push(pending);
  }
  return out;
}

interface Word {
  text: string;
  index: number;
}
function wordsOf(sentence: string): Word[] {
  const seg = new Intl.Segmenter(isMarathi(sentence) ? 'mr' : 'en', { granularity: 'word' });
  return [...seg.segment(sentence)].filter((s) => s.isWordLike).map((s) => ({ text: s.segment, index: s.index }));
}

const NUMBER = /(?<![\p{L}\p{N}])[\d०-९][\d०-९,.]*(?:\s?%)?/gu;
/** Two or more capitalised words in a row, not at the sentence's start: a name ("Indian National Congress"). */
const NAME = /(?<=\S\s)(?:[A-Z][\p{L}.'-]+)(?:\s(?:of|the|and|de)?\s?[A-Z][\p{L}.'-]+)+/gu;

/** The span to blank in a sentence: a number, then a name, then the notes' most repeated content word. */
export function clozeSpan(
  sentence: string,
  keyTerms: ReadonlyMap<string, number>,
  topicStems: ReadonlySet<string>,
  used: ReadonlySet<string> = new Set(),
): string | null {
  // the number with the most digits (a year before a day of the month)
  const numbers = [...sentence.matchAll(NUMBER)].map((m) => m[0].replace(/[,.]+$/, '')).filter((n) => n.length > 0 && !used.has(n));
  if (numbers.length) return numbers.sort((a, b) => b.length - a.length)[0]!;
  const names = [...sentence.matchAll(NAME)].map((m) => m[0].replace(/[.,]+$/, '')).filter((n) => !used.has(n));
  if (names.length) return names.sort((a, b) => b.length - a.length)[0]!;
  let best: { text: string; score: number } | null = null;
  for (const w of wordsOf(sentence)) {
    const lower = w.text.toLowerCase();
    if (isStopWord(lower) || [...lower].length < 3 || used.has(w.text)) continue;
    const s = stem(lower);
    if (topicStems.has(s)) continue;
    // repeated across the notes first, then longer words (more specific)
    const score = (keyTerms.get(s) ?? 0) * 100 + [...w.text].length;
    if (!best || score > best.score) best = { text: w.text, score };
  }
  return best && (keyTerms.get(stem(best.text.toLowerCase())) ?? 0) >= 2 ? best.text : null;
}

function keySentenceCard(topic: string, sentence: string): ExtractedCard {
  const words = sentence.split(' ');
  const cut = Math.max(2, Math.ceil(words.length * 0.4));
  return { question: `${topic}: ${words.slice(0, cut).join(' ')} …`, answer: sentence, kind: 'key-sentence' };
}

/** Up to `count` cards from the notes, in the notes' order. */
export function extractCards(topic: string, notes: string, count: number): ExtractedCard[] {
  const sentences = noteSentences(notes).filter((s) => {
    const n = s.split(' ').length;
    return n >= MIN_WORDS && n <= MAX_WORDS;
  });
  const unique = [...new Set(sentences)];
  if (!unique.length) return [];
  const keyTerms = new Map<string, number>();
  for (const s of unique) {
    for (const st of new Set(wordsOf(s).map((w) => stem(w.text.toLowerCase())))) keyTerms.set(st, (keyTerms.get(st) ?? 0) + 1);
  }
  const topicStems = new Set(wordsOf(topic).map((w) => stem(w.text.toLowerCase())));
  const picked = topSentenceIndexes(unique, Math.min(count, unique.length), { query: [...topicStems] });
  const cards: ExtractedCard[] = [];
  const used = new Set<string>();
  for (const i of picked) {
    const sentence = unique[i]!;
    const span = clozeSpan(sentence, keyTerms, topicStems, used);
    if (span) {
      used.add(span);
      const at = sentence.indexOf(span);
      cards.push({ question: `${sentence.slice(0, at)}${BLANK}${sentence.slice(at + span.length)}`, answer: span, kind: 'cloze' });
    } else cards.push(keySentenceCard(topic, sentence));
  }
  return cards;
}

/** True when every card's answer is text of the notes (spaces aside): the rule a model's cards must pass too. */
export function answerInNotes(card: Pick<ExtractedCard, 'answer'>, notes: string): boolean {
  const a = normaliseSpace(card.answer);
  return a.length > 0 && normaliseSpace(notes).includes(a);
}
