import { parentPort, workerData } from 'node:worker_threads';
import type { Mcq } from '@shared/content';
import { importQuestions } from '@server/content/import';
import { loadContent } from '@server/content/load';

export interface ImportJob {
  contentDir: string;
  /** questions imported in the app before: part of the bank the new rows are checked against */
  imported: Mcq[];
  text: string;
  format: 'csv' | 'json';
}

/**
 * Runs in a worker thread (server/worker.ts): parses content/ and validates an import against the whole bank with the
 * same checks as `npm run content:check` (near-duplicates included), off the event loop.
 */
const job = (workerData as { input: ImportJob }).input;
try {
  const bank = loadContent(job.contentDir);
  bank.mcqs.push(...job.imported);
  parentPort!.postMessage({ ok: true, value: importQuestions(bank, job.text, job.format) });
} catch (err) {
  parentPort!.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) });
}
