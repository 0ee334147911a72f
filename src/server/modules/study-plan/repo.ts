import type { Transaction } from 'kysely';
import type { Executor } from '@server/db/database';
import type { Database, PlanTaskJson } from '@server/db/schema';

type Q = Executor;

// ---- users' 90-day plans ----

export async function insertPlan(
  trx: Q,
  plan: {
    user_id: string;
    exam_date: string;
    start_date: string;
    total_days: number;
    study_hours: number;
    language: string;
    subjects: string[];
    engine: string;
    model: string;
    created_at: Date;
  },
  days: { day: number; date: string; tasks: PlanTaskJson[] }[],
) {
  const row = await trx
    .insertInto('study_plans')
    .values({ ...plan, subjects: JSON.stringify(plan.subjects) })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  if (days.length) {
    await trx
      .insertInto('study_plan_days')
      .values(
        days.map((d) => ({ plan_id: row.id, day: d.day, date: d.date, is_completed: false, tasks: JSON.stringify(d.tasks), completed_at: null })),
      )
      .execute();
  }
  return row;
}

const PLAN_COLUMNS = ['id', 'user_id', 'exam_date', 'start_date', 'total_days', 'language', 'subjects', 'created_at'] as const;

export async function latestPlan(db: Q, userId: string) {
  return db
    .selectFrom('study_plans')
    .select(PLAN_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function findPlan(db: Q, planId: string) {
  return db.selectFrom('study_plans').select(PLAN_COLUMNS).where('id', '=', planId).executeTakeFirst();
}
export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

export async function planDays(db: Q, planId: string) {
  return db.selectFrom('study_plan_days').select(['day', 'date', 'is_completed', 'tasks']).where('plan_id', '=', planId).orderBy('day').execute();
}
export type PlanDayRow = Awaited<ReturnType<typeof planDays>>[number];

/** The day's row, locked until the transaction ends (two toggles at once must not lose one). */
export async function lockDay(trx: Transaction<Database>, planId: string, day: number) {
  return trx
    .selectFrom('study_plan_days')
    .select(['day', 'date', 'is_completed', 'tasks', 'completed_at'])
    .where('plan_id', '=', planId)
    .where('day', '=', day)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateDay(trx: Q, planId: string, day: number, v: { is_completed: boolean; tasks: PlanTaskJson[]; completed_at: Date | null }) {
  await trx
    .updateTable('study_plan_days')
    .set({ is_completed: v.is_completed, tasks: JSON.stringify(v.tasks), completed_at: v.completed_at })
    .where('plan_id', '=', planId)
    .where('day', '=', day)
    .execute();
}
