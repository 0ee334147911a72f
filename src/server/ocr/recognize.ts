import type { Bbox, Worker } from 'tesseract.js';
import { OcrPool } from './pool';
import type { OcrLanguage } from './tessdata';

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface OcrWord {
  text: string;
  /** 0–100, Tesseract's own estimate for the word */
  confidence: number;
  bbox: OcrBox;
}
export interface OcrLine {
  text: string;
  confidence: number;
  bbox: OcrBox;
  words: OcrWord[];
}
export interface OcrResult {
  text: string;
  /** 0–100: the page's mean word confidence (Tesseract's page confidence) */
  confidence: number;
  words: OcrWord[];
  lines: OcrLine[];
}
export interface RecognizeOptions {
  /** In order of importance; `['mar', 'eng']` reads a Marathi answer with English terms in it. */
  languages: readonly OcrLanguage[];
  /** Defaults to the process-wide pool (`ocrPool()`). */
  pool?: OcrPool;
}

let shared: OcrPool | null = null;
/** The process-wide pool every caller shares unless it passes its own; `closeOcrPool()` ends it. */
export function ocrPool(): OcrPool {
  shared ??= new OcrPool({ size: 1 });
  return shared;
}
export async function closeOcrPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}

/**
 * Tesseract's zero-width joiners/non-joiners after a virama carry no letter (STACK-NOTES: "OCR inserts U+200D
 * after a virama"); they make equal words compare unequal, so they are dropped from every string returned.
 */
export const cleanOcrText = (s: string) => s.replace(/[\u200c\u200d]/g, '');

const box = (b: Bbox): OcrBox => ({ x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1 });
const round = (n: number) => Math.round(n * 10) / 10;

/** Reads one image (PNG or JPEG bytes) offline on a pooled tesseract.js worker (its own thread, off the event loop). */
export async function recognize(image: Buffer, opts: RecognizeOptions): Promise<OcrResult> {
  const pool = opts.pool ?? ocrPool();
  return pool.use(opts.languages, (worker) => readWith(worker, image));
}

async function readWith(worker: Worker, image: Buffer): Promise<OcrResult> {
  const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
  const lines: OcrLine[] = [];
  for (const block of data.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        const words = line.words
          .map((w) => ({ text: cleanOcrText(w.text).trim(), confidence: round(w.confidence), bbox: box(w.bbox) }))
          .filter((w) => w.text !== '');
        if (words.length === 0) continue;
        lines.push({ text: words.map((w) => w.text).join(' '), confidence: round(line.confidence), bbox: box(line.bbox), words });
      }
    }
  }
  return {
    text: cleanOcrText(data.text).trim(),
    confidence: round(data.confidence),
    words: lines.flatMap((l) => l.words),
    lines,
  };
}
