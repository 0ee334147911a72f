import type { PlanTaskJson } from '@server/db/schema';
import type { Executor } from '@server/db/database';

/**
 * The dashboard is a read-only view of what other features stored (the profile's exam date, the latest 90-day plan,
 * the syllabus coverage). It owns no table and writes nothing (docs/decisions/007-library-and-home.md).
 */

export async function user(db: Executor, userId: string) {
  return db.selectFrom('users').select(['first_name', 'exam_date']).where('id', '=', userId).executeTakeFirst();
}

export async function latestPlan(db: Executor, userId: string) {
  return db
    .selectFrom('study_plans')
    .select(['id', 'exam_date', 'total_days', 'language', 'subjects'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function planDayOn(db: Executor, planId: string, date: string) {
  const r = await db
    .selectFrom('study_plan_days')
    .select(['day', 'is_completed', 'tasks'])
    .where('plan_id', '=', planId)
    .where('date', '=', date)
    .executeTakeFirst();
  return r ? { day: r.day, isCompleted: r.is_completed, tasks: r.tasks as PlanTaskJson[] } : null;
}

export async function coveredTopicIds(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('syllabus_coverage').select('topic_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.topic_id));
}
