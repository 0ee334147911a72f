import type { Mcq } from '@shared/content';
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
