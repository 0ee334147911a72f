import { indexTerms } from './entities';
import { isDevanagari } from './tokens';

/**
 * A name the question writes in two words that the notes write as one ("चौरी चौरा" for "चौरीचौरा", "power loom" for
 * "powerloom"): the two words joined, when the library uses the joined word in more passages than the rarer of the
 * two words apart (so not "Aaple Sarkar", which the notes write apart and join only in a web address). The stems of
 * the two words apart ("चौर") would match the note's word only by chance, and weigh as two common words.
 * `df`: in how many passages the library uses a term.
 */
export function joinSplitWords(question: string, df: (term: string) => number): string {
  const parts = question.normalize('NFC').split(/(\s+)/);
  for (let i = 0; i + 2 < parts.length; i += 2) {
    const [a, b] = [parts[i]!, parts[i + 2]!];
    if (!WORD.test(a) || !WORD.test(b) || isDevanagari(a) !== isDevanagari(b)) continue;
    const [ta, tb, joined] = [indexTerms(a), indexTerms(b), indexTerms(a + b)];
    if (ta.length !== 1 || tb.length > 1 || joined.length !== 1) continue;
    const known = df(joined[0]!);
    // …or an English word and one too common to index ("southern most"), joined as the library writes it ("southernmost")
    const join = tb.length ? known > Math.min(df(ta[0]!), df(tb[0]!)) : !isDevanagari(a) && known > 0;
    if (!join) continue;
    parts.splice(i, 3, a + b);
    i -= 2;
  }
  return parts.join('');
}

/** A word of letters alone, two at least (not "आहे?", not a number). */
const WORD = /^[\p{L}\p{M}]{2,}$/u;
