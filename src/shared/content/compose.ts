import type { Mcq } from './subject-content';

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
const numeral = (n: number, lang: 'en' | 'mr') => (lang === 'mr' ? String(n).replace(/\d/g, (d) => DEVANAGARI_DIGITS[Number(d)]!) : String(n));
const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'];
const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi'];
const LIST_LABEL = { en: ['List I', 'List II'], mr: ['यादी I', 'यादी II'] } as const;

/**
 * The whole question as one text, for places that show a question as a single string (the topic explorer's quiz,
 * search, the offline assistant): the stem, then the numbered statements / events (or A and R), or List I (a, b, c…)
 * and List II (i, ii, iii…), then the closing ask, one per line. A `single` question is its stem.
 */
export function composeQuestionText(q: Pick<Mcq, 'format' | 'question' | 'statements' | 'lists' | 'closing'>, lang: 'en' | 'mr'): string {
  const lines = [q.question[lang]];
  if (q.format === 'assertion-reason' && q.statements) {
    q.statements[lang].forEach((s, i) => {
      const label = i === 0 ? 'A' : 'R';
      lines.push(/^\s*\(?[AR]\)?\s*[:：.-]/.test(s) ? s : `${label}: ${s}`);
    });
  } else if (q.statements) {
    q.statements[lang].forEach((s, i) => lines.push(`${numeral(i + 1, lang)}. ${s}`));
  }
  if (q.lists) {
    const { left, right } = q.lists[lang];
    lines.push(`${LIST_LABEL[lang][0]}:`, ...left.map((s, i) => `${LETTERS[i]}. ${s}`));
    lines.push(`${LIST_LABEL[lang][1]}:`, ...right.map((s, i) => `${ROMAN[i]}. ${s}`));
  }
  if (q.closing) lines.push(q.closing[lang]);
  return lines.join('\n');
}
