import type { Language } from '@shared/language';
import { OCR_RELIABLE_CONFIDENCE, type TranscriptPage } from '@shared/mains';
import type { Clock } from '@server/clock';
import type { Executor } from '@server/db/database';
import type { JobHandler } from '@server/jobs';
import { pdfPages, pdfText, recognize, type OcrLanguage, type OcrPool, type OcrResult } from '@server/ocr';
import { updateUpload, uploadForJob } from './repo';

export const OCR_QUEUE = 'mains-ocr';
export interface OcrJobPayload {
  uploadId: string;
}

/** Tesseract's models for an answer's language; English is added for the English terms Marathi answers carry. */
export const OCR_LANGS: Record<Language, OcrLanguage[]> = { english: ['eng'], marathi: ['mar', 'eng'], hindi: ['hin', 'eng'] };
/** A PDF page with at least this many letters in its text layer is taken as typed text, exactly. */
const TEXT_LAYER_MIN_CHARS = 20;

const fromOcr = (page: number, r: OcrResult): TranscriptPage => ({
  page,
  source: 'ocr',
  confidence: r.confidence,
  text: r.lines.map((l) => l.text).join('\n'),
  lines: r.lines.map((l) => l.words.map((w) => ({ text: w.text, confidence: w.confidence }))),
});
const fromTextLayer = (page: number, text: string): TranscriptPage => {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return {
    page,
    source: 'text-layer',
    confidence: 100,
    text: lines.join('\n'),
    lines: lines.map((l) => l.split(/\s+/).map((w) => ({ text: w, confidence: 100 }))),
  };
};

/**
 * Reads one upload: each PDF page from its text layer when it has one, otherwise rendered and read by Tesseract;
 * an image read directly. Progress after each page; the transcript and the lowest page confidence at the end.
 */
export function ocrJobHandler(deps: { db: Executor; clock: Clock; pool: OcrPool }): JobHandler<OcrJobPayload> {
  return async (job, ctx) => {
    const { db, clock, pool } = deps;
    const upload = await uploadForJob(db, job.payload.uploadId);
    if (!upload) return; // deleted meanwhile
    const languages = OCR_LANGS[upload.language as Language] ?? ['eng'];
    await updateUpload(db, upload.id, { status: 'reading', progress: 0.05 }, clock());
    const pages: TranscriptPage[] = [];
    const step = async (done: number) => {
      const p = 0.05 + (0.95 * done) / upload.pages;
      await ctx.progress(p);
      await updateUpload(db, upload.id, { progress: p }, clock());
    };
    try {
      if (upload.kind === 'pdf') {
        const layers = await pdfText(upload.bytes);
        for (let i = 0; i < layers.length; i++) {
          if (ctx.signal.aborted) throw new Error('stopped');
          const layer = layers[i]!;
          if (layer.replace(/\s/g, '').length >= TEXT_LAYER_MIN_CHARS) pages.push(fromTextLayer(i + 1, layer));
          else {
            const [png] = await pdfPages(upload.bytes, { pages: [i + 1] });
            pages.push(fromOcr(i + 1, await recognize(png!, { languages, pool })));
          }
          await step(i + 1);
        }
      } else {
        pages.push(fromOcr(1, await recognize(upload.bytes, { languages, pool })));
        await step(1);
      }
    } catch (err) {
      if (job.attempts >= job.maxAttempts) await updateUpload(db, upload.id, { status: 'failed' }, clock());
      throw err;
    }
    const confidence = pages.length ? Math.min(...pages.map((p) => p.confidence)) : 0;
    await updateUpload(db, upload.id, { status: 'read', progress: 1, transcript: pages, confidence }, clock());
  };
}

export const isReliable = (confidence: number | null) => (confidence === null ? null : confidence >= OCR_RELIABLE_CONFIDENCE);
