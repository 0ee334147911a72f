import type { SyllabusTopic, TopicNote } from '@shared/content';
import type { ContentLang } from '@shared/language';
import type { Flashcard } from '@shared/topic';
import { phrases } from '@server/ai/phrases';
import { pick } from '@server/ai/sources';
import { splitSentences } from '@server/ai/text/sentences';

const MAX_CARDS = 12;
const NUMBER = /(?<![\p{L}\p{N}])[\d०-९][\d०-९,.]*(?:\s?%)?/gu;
const BEFORE_ARTICLE = /(?:article|articles|section|schedule|कलम|अनुच्छेद)\s*$/iu;

/** A key fact as a card: "Head: rest" asks the head; a number is blanked out; otherwise the statement is cut short. */
export function factCard(fact: string, lang: ContentLang): Flashcard {
  const colon = fact.indexOf(': ');
  if (colon > 0 && colon <= 60) {
    const head = fact.slice(0, colon).trim();
    return { front: /[?？]$/.test(head) ? head : `${head}?`, back: fact.slice(colon + 2).trim() };
  }
  const numbers = [...fact.matchAll(NUMBER)].filter((m) => !BEFORE_ARTICLE.test(fact.slice(0, m.index)));
  const last = numbers[numbers.length - 1];
  if (last && last.index !== undefined) {
    const value = last[0].replace(/[,.]$/, '');
    return { front: `${fact.slice(0, last.index)}_____${fact.slice(last.index + value.length)}`, back: fact };
  }
  const w = fact.split(/\s+/);
  const cut = Math.max(2, Math.ceil(w.length * 0.6));
  return { front: `${phrases(lang).complete}: ${w.slice(0, cut).join(' ')} …`, back: fact };
}

/** The topic → definition card, then one card per key fact. */
export function flashcardsFor(topic: SyllabusTopic, note: TopicNote | null, lang: ContentLang): Flashcard[] {
  const title = pick(topic.topic, lang);
  const definition = note ? (splitSentences(pick(note.summary, lang))[0] ?? pick(topic.description, lang)) : pick(topic.description, lang);
  const cards: Flashcard[] = [{ front: phrases(lang).whatIs(title), back: definition }];
  for (const f of note?.keyFacts ?? []) cards.push(factCard(pick(f, lang), lang));
  return cards.slice(0, MAX_CARDS);
}
