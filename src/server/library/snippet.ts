const WORD_CHARS = /[^\p{L}\p{M}\p{N}]+/gu;
const BEFORE = 8;

/**
 * Plain text around the first word matching one of the search tokens (a prefix match for tokens of 3+
 * characters, as in the tsquery), at most `maxWords` words, `…` where cut. Done here rather than with
 * ts_headline, which re-parses each document and cost more than the search itself on long notes.
 */
export function snippet(body: string, tokens: readonly string[], maxWords = 30): string {
  const words = body.split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return words.join(' ');
  const matches = (w: string) => {
    const bare = w.normalize('NFC').toLowerCase().replace(WORD_CHARS, '');
    return tokens.some((t) => ([...t].length >= 3 ? bare.startsWith(t) : bare === t));
  };
  const hit = Math.max(0, words.findIndex(matches));
  const start = Math.max(0, Math.min(hit - BEFORE, words.length - maxWords));
  const end = start + maxWords;
  return `${start > 0 ? '… ' : ''}${words.slice(start, end).join(' ')}${end < words.length ? ' …' : ''}`;
}
