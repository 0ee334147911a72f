import { copyFileSync, existsSync, mkdirSync, readlinkSync, renameSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const OCR_LANGUAGES = ['eng', 'mar', 'hin'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

const require = createRequire(import.meta.url);
/** The LSTM-only ("best_int") models: what tesseract.js's LSTM core reads, and the smallest download. */
const MODEL_DIR = '4.0.0_best_int';

/** Where npm put one language's model: `@tesseract.js-data/<lang>/4.0.0_best_int/<lang>.traineddata.gz`. */
export function traineddataFile(lang: OcrLanguage): string {
  return join(dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), MODEL_DIR, `${lang}.traineddata.gz`);
}

let cached: string | null = null;

/**
 * One folder holding all three models, the `langPath` every worker gets. tesseract.js reads
 * `${langPath}/${lang}.traineddata.gz` for each language of a worker, from one `langPath`, while npm ships each
 * language in its own package; so the folder links to (or, where links are not allowed, copies) the npm files.
 * With a local `langPath` tesseract.js reads the file system and never fetches (without one it downloads from a CDN).
 */
export function tessdataDir(): string {
  if (cached) return cached;
  const dir = join(tmpdir(), `abhyas-tessdata-${MODEL_DIR}-${process.getuid?.() ?? 'u'}`);
  mkdirSync(dir, { recursive: true });
  for (const lang of OCR_LANGUAGES) {
    const source = traineddataFile(lang);
    const target = join(dir, `${lang}.traineddata.gz`);
    if (existsSync(target) && linkTarget(target) === source) continue;
    if (existsSync(target) && linkTarget(target) === null) continue; // a copy made earlier
    try {
      symlinkSync(source, `${target}.${process.pid}`);
      // rename() replaces atomically: two processes starting at once both end with a good link.
      renameSync(`${target}.${process.pid}`, target);
    } catch {
      copyFileSync(source, target);
    }
  }
  cached = dir;
  return dir;
}

function linkTarget(path: string): string | null {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
}
