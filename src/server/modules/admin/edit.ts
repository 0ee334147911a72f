import type { EditableQuestion, QuestionEditRequest, QuestionEditResponse, QuestionSearchResult } from '@shared/admin';
import type { Mcq } from '@shared/content';
import { composeQuestionText } from '@shared/content/compose';
import type { FieldError } from '@shared/errors';
import type { EditProblem } from '@server/content/edit';
import { bumpBankRevision, editedQuestions, questionsByIds, writeQuestionRow } from '@server/library';
import { runInWorker } from '@server/worker';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { EditJob, EditRequest, EditResult } from './import-worker';
import * as repo from './repo';

/**
 * Fixing a question on the desk (issue 12; docs/decisions/009-question-bank-desk.md): open it, change its text, options,
 * key, explanation, source, as-of date or difficulty, and save. The save is validated against the whole bank in a worker
 * with content:check's gates, recorded as a version (who, when, before and after), written over the bank's row (future
 * papers and practice), and closes the question's open reports. Attempts started earlier keep the version they were served.
 */

const UNIQUE_VIOLATION = '23505';
const BANK_WORKER = new URL('./import-worker.ts', import.meta.url);
/** Parsing the library takes seconds (more under load); a check taking longer than this is stuck. */
const EDIT_LIMITS = { timeoutMs: 90_000, heapMb: 1024 };

const notFound = () => new AppError(404, 'not_found', 'No such question in the bank.');
const changed = () =>
  new AppError(409, 'question_changed', 'Someone else saved this question since you opened it. Open it again to see their change.');

async function bankJob<T>(db: Db, contentDir: string, job: EditRequest): Promise<T> {
  const full: EditJob = { ...job, contentDir, imported: await repo.importedItems(db.kysely), edited: await editedQuestions(db.kysely) };
  const onTimeout = () => new AppError(503, 'service_unavailable', 'Checking the question took too long. Please try again.');
  return runInWorker<T>(BANK_WORKER, full, { ...EDIT_LIMITS, onTimeout });
}

async function bankState(db: Db, id: string) {
  const state = await repo.questionState(db.kysely, id);
  if (!state.inBank) {
    if (state.csat) throw new AppError(422, 'question_not_editable', 'CSAT items are fixed in content/csat/, not on the desk.');
    throw notFound();
  }
  return state;
}

/** The question as it stands, as an item: the desk's latest version, the imported item, or content/'s (read in a worker). */
async function currentItem(db: Db, contentDir: string, id: string) {
  const state = await bankState(db, id);
  const item = state.item ?? (await bankJob<Mcq | null>(db, contentDir, { kind: 'open', id }));
  if (!item) throw notFound();
  return { state, item };
}

/** Statements, lists and the closing ask as the question shows them (they are not edited on the desk). */
const fixedText = (q: Mcq, lang: 'en' | 'mr') => composeQuestionText({ ...q, question: { en: '', mr: '' } }, lang).replace(/^\n/, '');

export async function openQuestion(db: Db, contentDir: string, id: string): Promise<EditableQuestion> {
  const { state, item } = await currentItem(db, contentDir, id);
  const history = await repo.editHistory(db.kysely, id);
  return {
    id: item.id,
    subject: item.subject,
    topicId: item.topicId,
    format: item.format,
    version: state.version,
    retired: state.retired,
    difficulty: item.difficulty,
    question: item.question,
    fixedText: { en: fixedText(item, 'en'), mr: fixedText(item, 'mr') },
    options: item.options,
    answer: item.answer,
    explanation: item.explanation,
    source: item.source,
    asOf: item.asOf ?? '',
    history: history.map((h) => ({
      version: h.version,
      editedAt: new Date(h.edited_at).toISOString(),
      editedBy: [h.first_name, h.last_name].filter(Boolean).join(' ') || h.phone_number || null,
      note: h.note,
    })),
  };
}

const toFieldErrors = (problems: EditProblem[]): FieldError[] =>
  problems.map((p) => ({ field: p.field, code: p.code, ...(p.params ? { params: p.params } : {}) }));

export async function saveQuestion(db: Db, contentDir: string, id: string, req: QuestionEditRequest, by: string): Promise<QuestionEditResponse> {
  const state = await bankState(db, id);
  if (state.version !== req.version) throw changed();
  const { version: _v, note, ...fields } = req;
  const checked = await bankJob<EditResult | null>(db, contentDir, { kind: 'edit', id, fields, ...(state.item ? { base: state.item } : {}) });
  if (!checked) throw notFound();
  const before = checked.before;
  if ('problems' in checked) {
    const fieldErrors = toFieldErrors(checked.problems);
    const first = fieldErrors[0]!;
    throw new AppError(400, 'question_edit_invalid', 'Some fields need fixing.', first.field, { count: fieldErrors.length }, undefined, fieldErrors);
  }
  const after = checked.item;
  const version = req.version + 1;
  const trimmedNote = note?.trim() || null;
  const resolution = `Fixed in version ${version}${trimmedNote ? `: ${trimmedNote}` : ''}`;
  const reportsResolved = await db.kysely
    .transaction()
    .execute(async (trx) => {
      const current = await repo.lockQuestion(trx, id);
      if (current === null) throw notFound();
      if (current !== req.version) throw changed();
      const [servedBefore] = await questionsByIds(trx, [id]);
      await repo.insertEdit(trx, { questionId: id, version, by, note: trimmedNote, before, after, servedBefore: servedBefore! });
      await writeQuestionRow(trx, after);
      const n = await repo.resolveOpenReports(trx, id, resolution);
      await bumpBankRevision(trx);
      return n;
    })
    .catch((err: unknown) => {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw changed();
      throw err;
    });
  return { questionId: id, version, reportsResolved };
}

export async function findQuestions(db: Db, q: string): Promise<QuestionSearchResult[]> {
  return (await repo.searchQuestions(db.kysely, q)).map((r) => ({
    questionId: r.id,
    subject: r.subject,
    question: r.question_en,
    retired: Boolean(r.retired),
  }));
}
