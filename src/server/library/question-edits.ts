import { sql } from 'kysely';
import type { BankQuestion, Mcq } from '../../shared/content';
import type { Executor } from '../db/database';
import { mcqRow } from './question-rows';

/**
 * Questions fixed on the desk (modules/admin, migration 008-question-edits): the latest version of each is the bank's
 * text from the save on (future papers, practice, search); an attempt started before a save keeps the version it was
 * served. The desk owns the rows; the library applies them, here, so the seed and the exam engine need not know how.
 */

/** The current version of every question fixed on the desk. */
export async function editedQuestions(db: Executor): Promise<Mcq[]> {
  const rows = await db
    .selectFrom('question_edits')
    .select(['after'])
    .distinctOn('question_id')
    .orderBy('question_id')
    .orderBy('version', 'desc')
    .execute();
  return rows.map((r) => r.after);
}

/** Writes an edited item over its bank row (its place in the bank stays). */
export async function writeQuestionRow(db: Executor, item: Mcq): Promise<void> {
  const { id: _id, position: _position, ...row } = mcqRow(item, 0);
  await db.updateTable('mcqs').set(row).where('id', '=', item.id).execute();
}

/** After a seed wrote content/'s text over the bank: every fixed question gets its latest version back. */
export async function reapplyQuestionEdits(db: Executor): Promise<number> {
  const items = await editedQuestions(db);
  for (const item of items) await writeQuestionRow(db, item);
  return items.length;
}

/**
 * For an attempt started at `startedAt`: the questions fixed since, as they were served when it started (the first
 * save after the start holds that version). Questions not fixed since are not in the map.
 */
export async function versionsServedAt(db: Executor, ids: readonly string[], startedAt: Date): Promise<Map<string, BankQuestion>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('question_edits')
    .select(['question_id', 'served_before'])
    .distinctOn('question_id')
    .where('question_id', 'in', ids)
    .where('edited_at', '>', startedAt)
    .orderBy('question_id')
    .orderBy('version', 'asc')
    .execute();
  return new Map(rows.map((r) => [r.question_id, r.served_before]));
}

const REVISION_KEY = 'bank_revision';

/**
 * Marks the bank as changed by the desk (a retirement, a restore, a fix): the library's version moves with it, so AI
 * answers cached from the old bank (a topic's practice questions, a quiz) are not served again.
 */
export async function bumpBankRevision(db: Executor): Promise<void> {
  const value = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await db
    .insertInto('content_meta')
    .values({ key: REVISION_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: sql`now()` }))
    .execute();
}
export { REVISION_KEY as BANK_REVISION_KEY };
