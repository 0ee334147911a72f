import type { ImportRequest, ImportResponse, ReportedQuestion, ReportStatus } from '@shared/admin';
import { readImportFile, type ImportFailure, type ImportReport } from '@server/content/import';
import { bumpBankRevision, editedQuestions, insertImportedQuestions } from '@server/library';
import { runInWorker } from '@server/worker';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { ImportJob } from './import-worker';
import * as repo from './repo';

const UNIQUE_VIOLATION = '23505';
const IMPORT_WORKER = new URL('./import-worker.ts', import.meta.url);
/** Parsing the library and checking a 2,000-row file against it takes seconds; more than this is hostile. */
const IMPORT_LIMITS = { timeoutMs: 120_000, heapMb: 1024 };

/** Open (or resolved, or dismissed) reports, grouped by question, the most recently reported question first. */
export async function listReports(db: Db, status: ReportStatus): Promise<ReportedQuestion[]> {
  const byQuestion = new Map<string, ReportedQuestion>();
  for (const r of await repo.reportsWithStatus(db.kysely, status)) {
    const q = byQuestion.get(r.question_id) ?? {
      questionId: r.question_id,
      subject: r.subject ?? (r.csat_question ? 'mental-ability' : null),
      question: r.question_en ?? r.csat_question ?? null,
      retired: Boolean(r.retired),
      reports: [],
    };
    q.reports.push({
      id: r.id,
      reason: r.reason as ReportedQuestion['reports'][number]['reason'],
      text: r.text,
      status: r.status as ReportStatus,
      createdAt: new Date(r.created_at).toISOString(),
      resolutionNote: r.resolution_note,
    });
    byQuestion.set(r.question_id, q);
  }
  return [...byQuestion.values()];
}

export async function updateReport(db: Db, id: string, status: ReportStatus) {
  const r = await repo.setReportStatus(db.kysely, id, status);
  if (!r) throw new AppError(404, 'not_found', 'No such report.');
  return { id: r.id, status: r.status as ReportStatus };
}

export async function retireQuestion(db: Db, questionId: string, reason: string, by: string) {
  if (!(await repo.questionExists(db.kysely, questionId))) throw new AppError(404, 'not_found', 'No such question in the bank.');
  await repo.retire(db.kysely, questionId, reason, by);
  await bumpBankRevision(db.kysely);
  return { questionId, retired: true };
}

export async function restoreQuestion(db: Db, questionId: string) {
  if (!(await repo.questionExists(db.kysely, questionId))) throw new AppError(404, 'not_found', 'No such question in the bank.');
  await repo.restore(db.kysely, questionId);
  await bumpBankRevision(db.kysely);
  return { questionId, retired: false };
}

const isFailure = (x: ImportReport | ImportFailure): x is ImportFailure => 'error' in x;
const invalidFile = (detail: string) => new AppError(400, 'import_file_invalid', detail, 'text', { detail: detail.slice(0, 200) });
/** One import at a time per server: two files naming the same new id must not both pass validation. */
let importQueue: Promise<unknown> = Promise.resolve();

/**
 * Validates a CSV or JSON file with the bank's schema and checks (off the event loop), then writes the accepted
 * questions in one transaction, or nothing: all or nothing unless `acceptValid`.
 */
export function importFile(db: Db, contentDir: string, req: ImportRequest, by: string): Promise<ImportResponse> {
  // a file that does not even parse is refused at once, without starting a worker
  const file = readImportFile(req.text, req.format);
  if ('error' in file) return Promise.reject(invalidFile(file.error.message));
  const run = importQueue.then(async () => {
    const job: ImportJob = {
      kind: 'import',
      contentDir,
      imported: await repo.importedItems(db.kysely),
      edited: await editedQuestions(db.kysely),
      text: req.text,
      format: req.format,
    };
    const onTimeout = () => new AppError(413, 'payload_too_large', 'This file takes too long to check. Please split it.');
    const report = await runInWorker<ImportReport | ImportFailure>(IMPORT_WORKER, job, { ...IMPORT_LIMITS, onTimeout });
    if (isFailure(report)) throw invalidFile(report.error.message);
    const write = report.items.length > 0 && (report.rejected.length === 0 || req.acceptValid);
    if (write)
      await db.kysely
        .transaction()
        .execute(async (trx) => {
          await repo.recordImports(trx, report.items, by);
          await insertImportedQuestions(trx, report.items);
        })
        .catch((err: unknown) => {
          // another server imported the same new id a moment ago (each server queues its own imports)
          if ((err as { code?: string }).code === UNIQUE_VIOLATION)
            throw new AppError(409, 'conflict', 'A question in this file was imported a moment ago.');
          throw err;
        });
    return { imported: write, accepted: report.accepted, rejected: report.rejected };
  });
  importQueue = run.catch(() => undefined);
  return run;
}
