import type { Unit } from '@server/ai/passages';
import { questionClauses } from '@server/ai/text/answer-type';
import { entities, indexTerms } from '@server/ai/text/entities';

/**
 * The questions a message asks, one per sentence that ends in "?" and holds words of its own, each with the
 * question's units it names (all of them for a message of one question), and one per clause of a sentence that asks
 * two ("when did it start and who was behind it?").
 */
export function askedParts(message: string, units: Unit[]): { text: string; units: Unit[]; clause?: boolean }[] {
  const sentences = message
    .normalize('NFC')
    .split(/(?<=[?？])\s*/u)
    .map((t) => t.trim())
    .filter((t) => indexTerms(t).length > 0);
  const texts = sentences.flatMap((s) => {
    const clauses = questionClauses(s);
    return clauses.map((text) => ({ text: text.trim(), clause: clauses.length > 1 }));
  });
  if (texts.length < 2) return [{ text: message, units }];
  return texts.map(({ text, clause }) => {
    // …its article or amendment number too ("कलम 356 म्हणजे काय?": the article, not the word for one)
    const own = new Set([...indexTerms(text), ...entities(text)]);
    const names = (u: Unit) => u.label.split(' ').some((t) => own.has(t)) || u.alts.some((a) => a.terms.some((t) => own.has(t)));
    const named = units.filter(names);
    // "…and who was behind it?": a clause of one sentence speaks of the sentence's subject; its own words lead
    if (clause) return { text, units: units.map((u) => (names(u) ? { ...u, weight: CLAUSE_OWN * u.weight } : u)), clause };
    return { text, units: named.length ? named : units };
  });
}
/** A clause's own words count this much more than the rest of its sentence's. */
const CLAUSE_OWN = 2;
