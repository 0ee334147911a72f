import { sql } from 'kysely';
import type { BankQuestion, Mcq } from '@shared/content';
import type { ReportStatus } from '@shared/admin';
import type { Executor } from '../../db/database';

/** The content team's desk: reports on questions, retirements, questions imported in the app. */

export async function reportsWithStatus(db: Executor, status: ReportStatus) {
  return db
    .selectFrom('question_reports as r')
    .leftJoin('mcqs as m', 'm.id', 'r.question_id')
    .leftJoin('csat_questions as c', 'c.id', 'r.question_id')
    .leftJoin('question_retirements as x', 'x.question_id', 'r.question_id')
    .select([
      'r.id',
      'r.question_id',
      'r.reason',
      'r.text',
      'r.status',
      'r.created_at',
      'r.resolution_note',
      'm.subject',
      'm.question_en',
      'c.question_en as csat_question',
    ])
    .select((eb) => eb('x.question_id', 'is not', null).as('retired'))
    .where('r.status', '=', status)
    .orderBy('r.created_at', 'desc')
    .limit(500)
    .execute();
}

export async function setReportStatus(db: Executor, id: string, status: ReportStatus) {
  return db.updateTable('question_reports').set({ status }).where('id', '=', id).returning(['id', 'status']).executeTakeFirst();
}

export async function questionExists(db: Executor, id: string): Promise<boolean> {
  const m = await db.selectFrom('mcqs').select('id').where('id', '=', id).executeTakeFirst();
  return !!m || !!(await db.selectFrom('csat_questions').select('id').where('id', '=', id).executeTakeFirst());
}

export async function retire(db: Executor, questionId: string, reason: string, by: string) {
  await db
    .insertInto('question_retirements')
    .values({ question_id: questionId, reason, retired_by: by })
    .onConflict((oc) => oc.column('question_id').doUpdateSet({ reason }))
    .execute();
}

export async function restore(db: Executor, questionId: string) {
  await db.deleteFrom('question_retirements').where('question_id', '=', questionId).execute();
}

export async function importedItems(db: Executor): Promise<Mcq[]> {
  return (await db.selectFrom('bank_imports').select('item').orderBy('imported_at').execute()).map((r) => r.item);
}

export async function recordImports(db: Executor, items: readonly Mcq[], by: string) {
  if (!items.length) return;
  await db
    .insertInto('bank_imports')
    .values(items.map((q) => ({ id: q.id, subject: q.subject, item: JSON.stringify(q), imported_by: by })))
    .execute();
}

// ---- fixing a question ----

/** Where a question lives and its desk state: GS/mental-ability rows can be fixed here, CSAT items cannot (yet). */
export async function questionState(db: Executor, id: string) {
  const m = await db.selectFrom('mcqs').select('id').where('id', '=', id).executeTakeFirst();
  const csat = m ? undefined : await db.selectFrom('csat_questions').select('id').where('id', '=', id).executeTakeFirst();
  const retired = await db.selectFrom('question_retirements').select('question_id').where('question_id', '=', id).executeTakeFirst();
  const latest = await db
    .selectFrom('question_edits')
    .select(['version', 'after'])
    .where('question_id', '=', id)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  const imported = latest ? undefined : await db.selectFrom('bank_imports').select('item').where('id', '=', id).executeTakeFirst();
  return {
    inBank: !!m,
    csat: !!csat,
    retired: !!retired,
    version: latest?.version ?? 0,
    /** the item as it stands when the desk or an import holds it; undefined = content/'s */
    item: latest?.after ?? imported?.item,
  };
}

/** The question's row, locked for the save, and its latest version. */
export async function lockQuestion(db: Executor, id: string): Promise<number | null> {
  const m = await db.selectFrom('mcqs').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  if (!m) return null;
  const r = await db
    .selectFrom('question_edits')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('question_id', '=', id)
    .executeTakeFirst();
  return Number(r?.v ?? 0);
}

export async function editHistory(db: Executor, id: string) {
  return db
    .selectFrom('question_edits as e')
    .leftJoin('users as u', 'u.id', 'e.edited_by')
    .select(['e.version', 'e.edited_at', 'e.note', 'u.first_name', 'u.last_name', 'u.phone_number'])
    .where('e.question_id', '=', id)
    .orderBy('e.version', 'desc')
    .limit(50)
    .execute();
}

export async function insertEdit(
  db: Executor,
  e: { questionId: string; version: number; by: string; note: string | null; before: Mcq; after: Mcq; servedBefore: BankQuestion },
) {
  await db
    .insertInto('question_edits')
    .values({
      question_id: e.questionId,
      version: e.version,
      edited_by: e.by,
      note: e.note,
      before: JSON.stringify(e.before),
      after: JSON.stringify(e.after),
      served_before: JSON.stringify(e.servedBefore),
    })
    .execute();
}

/** Closes the question's open reports with a note; answers how many. */
export async function resolveOpenReports(db: Executor, questionId: string, note: string): Promise<number> {
  const r = await db
    .updateTable('question_reports')
    .set({ status: 'resolved', resolution_note: note })
    .where('question_id', '=', questionId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** GS and mental-ability questions by id (exact or prefix) or by words of their text, retired ones included. */
export async function searchQuestions(db: Executor, q: string) {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('mcqs as m')
    .leftJoin('question_retirements as x', 'x.question_id', 'm.id')
    .select(['m.id', 'm.subject', 'm.question_en'])
    .select((eb) => eb('x.question_id', 'is not', null).as('retired'))
    .where((eb) =>
      eb.or([
        eb('m.id', '=', q),
        eb('m.id', 'like', `${q.replace(/[\\%_]/g, '')}%`),
        eb('m.question_en', 'ilike', like),
        eb('m.question_mr', 'like', like),
      ]),
    )
    .orderBy(sql`m.id = ${q}`, 'desc')
    .orderBy('m.position')
    .limit(20)
    .execute();
}
