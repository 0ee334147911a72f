import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * The fonts of exported PDFs, bundled with the app (@fontsource): Noto Sans for Latin text and Noto Sans Devanagari
 * for Marathi. Each font file covers one script only, so text is written in runs of one script (runsOf).
 */
const require = createRequire(import.meta.url);
const FILES = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  latinBold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  deva: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  devaBold: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
} as const;
export type FontName = keyof typeof FILES;

/**
 * WOFF 1.0 (W3C) unpacked to the plain TrueType/OpenType font it wraps. fontkit reads WOFF itself, but inflates
 * its tables in pure JavaScript on every look-up: a Marathi page took ~0.9 s; unpacked once here, ~0.1 s.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not 'wOFF': already a plain font
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((o) => woff.readUInt32BE(at + o)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const raw = woff.subarray(offset, offset + compLength);
    return { tag, checksum, data: compLength < origLength ? inflateSync(raw) : raw };
  });
  const pad = (n: number) => (n + 3) & ~3;
  const log2 = Math.floor(Math.log2(numTables));
  const head = Buffer.alloc(12 + numTables * 16);
  head.writeUInt32BE(woff.readUInt32BE(4), 0); // flavor: the sfnt version
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(16 * 2 ** log2, 6);
  head.writeUInt16BE(log2, 8);
  head.writeUInt16BE(numTables * 16 - 16 * 2 ** log2, 10);
  let offset = head.length;
  const body: Buffer[] = [];
  tables.forEach((t, i) => {
    const rec = 12 + i * 16;
    head.writeUInt32BE(t.tag, rec);
    head.writeUInt32BE(t.checksum, rec + 4);
    head.writeUInt32BE(offset, rec + 8);
    head.writeUInt32BE(t.data.length, rec + 12);
    body.push(t.data, Buffer.alloc(pad(t.data.length) - t.data.length));
    offset += pad(t.data.length);
  });
  return Buffer.concat([head, ...body]);
}

let loaded: Record<FontName, Buffer> | null = null;
/** Read and unpacked once, on the first export. */
export function fontData(): Record<FontName, Buffer> {
  loaded ??= Object.fromEntries(Object.entries(FILES).map(([k, f]) => [k, woffToSfnt(readFileSync(require.resolve(f)))])) as Record<FontName, Buffer>;
  return loaded;
}

// Devanagari, Vedic extensions, Devanagari Extended, zero-width (non-)joiners and the rupee sign live in the Devanagari font.
const DEVANAGARI_RANGES: [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
];
const isDevanagari = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return DEVANAGARI_RANGES.some(([a, b]) => c >= a && c <= b);
};

/** Text cut into runs of one script; spaces (and zero-width break opportunities) stay with the run they follow. */
export function runsOf(text: string, bold = false): { font: FontName; text: string }[] {
  const runs: { font: FontName; text: string }[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const deva = isDevanagari(ch);
    const font: FontName = /[\s\u200b]/.test(ch) && last ? last.font : deva ? (bold ? 'devaBold' : 'deva') : bold ? 'latinBold' : 'latin';
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}

/** Markdown marks are dropped from text written into a PDF. */
export const plainText = (s: string) =>
  s
    .replace(/\*\*|__|`/g, '')
    .replace(/^#+\s*/gm, '')
    .replace(/(^|\s)[*_](\S)/g, '$1$2')
    .replace(/(\S)[*_](?=\s|$|[.,;:])/g, '$1');
