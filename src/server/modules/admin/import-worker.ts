import { parentPort, workerData } from 'node:worker_threads';
import type { Mcq } from '@shared/content';
import { applyEdit, validateEdit, type EditableFields, type EditProblem } from '@server/content/edit';
import { importQuestions } from '@server/content/import';
import type { ContentLibrary } from '@server/content/load';
import { loadContentCached } from '@server/content/load-cached';

/** The bank as it stands: content/, with the questions imported in the app and the desk's fixes (latest version each). */
interface BankState {
  contentDir: string;
  /** questions imported in the app before: part of the bank the new rows are checked against */
  imported: Mcq[];
  /** the current version of every question fixed on the desk */
  edited: Mcq[];
}
export type ImportJob = BankState & { kind: 'import'; text: string; format: 'csv' | 'json' };
/** `open`: the question as an item (content/'s or imported); `edit`: validate the edited item against the rest. */
/**
 * `edit`: the fields applied to `base` (the desk's latest version or the imported item) or, without it, to content/'s
 * item, and the result validated — one parse of the library per save.
 */
export type EditRequest = { kind: 'open'; id: string } | { kind: 'edit'; id: string; fields: EditableFields; base?: Mcq };
export type EditResult = { before: Mcq } & ({ item: Mcq } | { problems: EditProblem[] });
export type EditJob = BankState & EditRequest;
export type BankJob = ImportJob | EditJob;

function bankOf(job: BankState): ContentLibrary {
  const bank = loadContentCached(job.contentDir).lib;
  bank.mcqs.push(...job.imported);
  const edited = new Map(job.edited.map((q) => [q.id, q]));
  bank.mcqs = bank.mcqs.map((q) => edited.get(q.id) ?? q);
  return bank;
}

function run(job: BankJob): unknown {
  const bank = bankOf(job);
  if (job.kind === 'import') return importQuestions(bank, job.text, job.format);
  const current = bank.mcqs.find((q) => q.id === job.id) ?? null;
  if (job.kind === 'open') return current;
  const before = job.base ?? current;
  if (!before) return null;
  return { before, ...validateEdit(bank, job.id, applyEdit(before, job.fields)) } satisfies EditResult;
}

/**
 * Runs in a worker thread (server/worker.ts): parses content/ and validates an import or a desk edit against the whole
 * bank with the same checks as `npm run content:check` (near-duplicates included), off the event loop.
 */
const job = (workerData as { input: BankJob }).input;
try {
  parentPort!.postMessage({ ok: true, value: run(job) });
} catch (err) {
  parentPort!.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) });
}
