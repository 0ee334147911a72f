/**
 * A question's stem and its four options from typed or OCR'd text. Options are numbered in one of the styles
 * printed papers use: (1)…(4), 1) / 1., A–D / (a)–(d), अ–ड (अ ब क ड), १–४. The first style whose four markers all
 * appear in order after some stem text wins; otherwise the whole text is the stem and there are no options.
 */
export interface ParsedQuestion {
  stem: string;
  options: string[];
}

// digits in either script: OCR often reads a printed (३) as (3)
const STYLES: readonly (readonly string[])[] = [
  ['[1१]', '[2२]', '[3३]', '[4४]'],
  ['A', 'B', 'C', 'D'],
  ['a', 'b', 'c', 'd'],
  ['अ', 'ब', 'क', 'ड'],
];

const esc = (s: string) => (s.startsWith('[') ? s : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
/** "(1)", "1)", "1.", "[1]", "1:" at a line start or after whitespace; a bare "1." inside a sentence number is rare. */
const marker = (m: string) => new RegExp(`(?:^|\\s)(?:\\(\\s*${esc(m)}\\s*\\)|\\[\\s*${esc(m)}\\s*\\]|${esc(m)}\\s*[).:])(?=\\s|$)`, 'gu');

/** A leading question number ("Q.12", "12.", "प्रश्न १२)") is not part of the stem. */
const LEADING_NUMBER = /^\s*(?:(?:Q|q)\s*\.?\s*(?:no\.?)?\s*[0-9०-९]+\s*[.):-]?|प्रश्न\s*(?:क्र\.?)?\s*[0-9०-९]+\s*[.):-]?|[0-9०-९]+\s*[.)]\s)\s*/u;

const tidy = (s: string) =>
  s
    .replace(/[\u200c\u200d]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function splitWith(text: string, style: readonly string[]): ParsedQuestion | null {
  let from = 0;
  const at: { start: number; end: number }[] = [];
  for (const m of style) {
    const re = marker(m);
    re.lastIndex = from;
    let hit: RegExpExecArray | null;
    // the first marker must come after some stem text; the next ones after the previous marker
    do hit = re.exec(text);
    while (hit && at.length === 0 && tidy(text.slice(0, hit.index)).length < 3);
    if (!hit) return null;
    at.push({ start: hit.index, end: hit.index + hit[0].length });
    from = hit.index + hit[0].length;
  }
  const stem = tidy(text.slice(0, at[0]!.start));
  const options = at.map((a, i) => tidy(text.slice(a.end, at[i + 1]?.start ?? text.length)));
  if (!stem || options.some((o) => !o)) return null;
  return { stem, options };
}

export function parseQuestion(raw: string): ParsedQuestion {
  const text = raw.normalize('NFC').replace(/\r\n?/g, '\n').replace(LEADING_NUMBER, '');
  for (const style of STYLES) {
    const parsed = splitWith(text, style);
    if (parsed) return parsed;
  }
  return { stem: tidy(text), options: [] };
}
