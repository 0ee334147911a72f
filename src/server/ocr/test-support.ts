import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { cleanOcrText } from './recognize';

/**
 * Test and bench support: printed text rendered to a PNG with the fonts the app bundles (@fontsource Noto Sans and
 * Noto Sans Devanagari, as the PDF export uses), and the character error rate of a transcript. Not used at run time.
 */
const require = createRequire(import.meta.url);
let registered = false;
function registerFonts() {
  if (registered) return;
  const file = (pkg: string, name: string) => readFileSync(require.resolve(`${pkg}/files/${name}`));
  GlobalFonts.register(file('@fontsource/noto-sans-devanagari', 'noto-sans-devanagari-devanagari-400-normal.woff2'), 'Test Devanagari');
  GlobalFonts.register(file('@fontsource/noto-sans', 'noto-sans-latin-400-normal.woff2'), 'Test Latin');
  registered = true;
}

export interface RenderOptions {
  /** px; 32 px on a 1240 px-wide page is about 11 pt print at 150 dpi */
  fontSize?: number;
  width?: number;
  margin?: number;
}

/** Lines of text, black on white, one per row, wrapped to the width; returns the PNG's bytes. */
export function renderTextPng(lines: string[], opts: RenderOptions = {}): Buffer {
  registerFonts();
  const size = opts.fontSize ?? 32;
  const width = opts.width ?? 1240;
  const margin = opts.margin ?? 60;
  const measure = createCanvas(10, 10).getContext('2d');
  measure.font = `${size}px "Test Devanagari", "Test Latin"`;
  const rows: string[] = [];
  for (const line of lines) {
    let row = '';
    for (const word of line.split(/\s+/).filter(Boolean)) {
      const next = row ? `${row} ${word}` : word;
      if (row && measure.measureText(next).width > width - 2 * margin) {
        rows.push(row);
        row = word;
      } else row = next;
    }
    rows.push(row);
  }
  const lineHeight = Math.round(size * 1.8);
  const height = 2 * margin + rows.length * lineHeight;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#000000';
  g.font = `${size}px "Test Devanagari", "Test Latin"`;
  rows.forEach((row, i) => g.fillText(row, margin, margin + (i + 1) * lineHeight - Math.round(size * 0.5)));
  return canvas.toBuffer('image/png');
}

/** Whitespace runs to one space, zero-width joiners dropped, trimmed: what a CER compares. */
export const normaliseForCer = (s: string) => cleanOcrText(s).normalize('NFC').replace(/\s+/g, ' ').trim();

/** Character error rate: edit distance over code points between transcript and reference, over the reference length. */
export function characterErrorRate(transcript: string, reference: string): number {
  const a = [...normaliseForCer(transcript)];
  const b = [...normaliseForCer(reference)];
  if (b.length === 0) return a.length === 0 ? 0 : 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]! / b.length;
}
