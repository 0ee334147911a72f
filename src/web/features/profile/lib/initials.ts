/** The first letter as a reader sees it: a Devanagari letter keeps its vowel sign (रा, not र). */
function firstLetter(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  if (typeof Intl.Segmenter === 'function') {
    const first = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(trimmed)[Symbol.iterator]().next();
    return first.done ? '' : first.value.segment;
  }
  return Array.from(trimmed)[0] ?? '';
}

/** 'Asha Patil' → 'AP'; one name → its letter; no name → '' (the avatar then shows an icon). */
export function initials(firstName: string | null, lastName: string | null): string {
  return (firstLetter(firstName ?? '') + firstLetter(lastName ?? '')).toUpperCase();
}
