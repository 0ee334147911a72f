import type { Executor } from '@server/db/database';

/** The twelve-month plan's own table, and a read of the exam date kept on the candidate's profile. */

export async function startMonth(db: Executor, userId: string): Promise<string | null> {
  const r = await db.selectFrom('twelve_month_plan_progress').select('start_month').where('user_id', '=', userId).executeTakeFirst();
  return r?.start_month ?? null;
}

export async function setStartMonth(db: Executor, userId: string, month: string | null, now: Date): Promise<void> {
  if (month === null) {
    await db.deleteFrom('twelve_month_plan_progress').where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('twelve_month_plan_progress')
    .values({ user_id: userId, start_month: month, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ start_month: month, updated_at: now }))
    .execute();
}

/** Read-only: the profile owns the column. */
export async function examDate(db: Executor, userId: string): Promise<string | null> {
  const r = await db.selectFrom('users').select('exam_date').where('id', '=', userId).executeTakeFirst();
  return r?.exam_date ?? null;
}
