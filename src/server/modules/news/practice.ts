import { NEWS_PRACTICE_MAX, type NewsPracticeCard } from '@shared/news';
import type { StoredNewsItem } from '@shared/content';
import type { ReviewSeed } from '@server/review-queue';
import { segmentSentences } from '@server/ai/text/segment';

/**
 * Practice from the news, offline: the item's own sentences with one fact blanked out (a cloze). Facts are, in this
 * order of preference, dates, numbers with what they count (₹, crore, per cent, km…) and names (capitalised runs,
 * acronyms). Each card blanks a different fact; at most three per item, none when the text holds no such fact.
 */
export const BLANK = '_____';

const MONTHS_EN = 'January|February|March|April|May|June|July|August|September|October|November|December';
const MONTHS_MR = 'जानेवारी|फेब्रुवारी|मार्च|एप्रिल|मे|जून|जुलै|ऑगस्ट|सप्टेंबर|ऑक्टोबर|नोव्हेंबर|डिसेंबर';
const D = '[0-9०-९]';
const UNITS_EN =
  'per cent|percent|%|crore|lakh|million|billion|trillion|km|kilometres?|MW|GW|hectares?|tonnes?|years?|days?|districts?|villages?|states?|seats?|members?';
const UNITS_MR = 'टक्के|कोटी|लाख|किमी|किलोमीटर|मेगावॅट|हेक्टर|टन|वर्षे|दिवस|जिल्हे|जिल्ह्यांत|गावे';

const PATTERNS: { kind: 'date' | 'number' | 'name'; re: RegExp }[] = [
  { kind: 'date', re: new RegExp(`(?:${D}{1,2}\\s+)?(?:${MONTHS_EN}|${MONTHS_MR})\\s+${D}{4}`, 'gu') },
  {
    kind: 'number',
    re: new RegExp(`(?:₹|Rs\\.?\\s?|रु\\.?\\s?)\\s?${D}[${'0-9०-९'},.]*(?:\\s+(?:crore|lakh|million|billion|trillion|कोटी|लाख))?`, 'gu'),
  },
  { kind: 'number', re: new RegExp(`(?<![\\p{L}\\p{N}])${D}[0-9०-९,.]*\\s?(?:${UNITS_EN}|${UNITS_MR})(?![\\p{L}])`, 'gu') },
  { kind: 'date', re: new RegExp(`(?<![\\p{L}\\p{N}])(?:19|20|१९|२०)${D}{2}(?![\\p{N}])`, 'gu') },
  // names: two or more capitalised words (an "of" may join them), or an acronym of 3+ capitals
  { kind: 'name', re: /(?<![\p{L}])(?:[A-Z][a-z]+(?:\s+(?:of\s+|and\s+)?[A-Z][a-z]+)+|[A-Z]{3,})(?![\p{L}])/gu },
];

interface Fact {
  answer: string;
  at: number;
}

function factsIn(sentence: string): Fact[] {
  const out: Fact[] = [];
  for (const { kind, re } of PATTERNS) {
    for (const m of sentence.matchAll(re)) {
      const answer = m[0].trim().replace(/[.,]+$/u, '');
      const at = m.index;
      // a name at the very start is usually just a capitalised first word ("The Reserve Bank")
      if (kind === 'name' && (at === 0 || /^(The|A|An|In|On|At)\s/.test(answer))) continue;
      if (answer.length < 2 || out.some((f) => at < f.at + f.answer.length && f.at < at + answer.length)) continue;
      out.push({ answer, at });
    }
  }
  return out;
}

/** Up to three cloze cards from one language's text of the item. */
export function clozeCards(text: string | null, lang: 'en' | 'mr', title: string): NewsPracticeCard[] {
  if (!text) return [];
  const cards: NewsPracticeCard[] = [];
  const used = new Set<string>();
  for (const sentence of segmentSentences(text, lang)) {
    if (cards.length >= NEWS_PRACTICE_MAX) break;
    const fact = factsIn(sentence).find((f) => !used.has(f.answer.toLowerCase()));
    if (!fact) continue;
    // the blank must leave enough of the sentence to be answerable
    const rest = sentence.length - fact.answer.length;
    if (rest < 25) continue;
    used.add(fact.answer.toLowerCase());
    const front = `${sentence.slice(0, fact.at)}${BLANK}${sentence.slice(fact.at + fact.answer.length)}`;
    cards.push({ front, back: fact.answer, explanation: `${title}: ${sentence}` });
  }
  return cards;
}

export function practiceOf(item: StoredNewsItem): { en: NewsPracticeCard[]; mr: NewsPracticeCard[] } {
  return { en: clozeCards(item.body.en, 'en', item.title.en), mr: clozeCards(item.body.mr, 'mr', item.title.mr ?? item.title.en) };
}

/** The review queue's seeds for one item in one language (sourceRef: the item id and the fact's index). */
export function reviewSeeds(item: StoredNewsItem, lang: 'en' | 'mr'): ReviewSeed[] {
  const citation = [item.source.name, item.source.detail, item.date, item.source.url].filter(Boolean).join(' — ');
  return practiceOf(item)[lang].map((c, i) => ({
    source: 'news',
    sourceRef: `${item.id}#${i}`,
    language: lang,
    front: c.front,
    back: c.back,
    explanation: c.explanation,
    citation,
  }));
}
