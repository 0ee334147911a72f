import type { z } from 'zod';
import type { NinetyDayRequest, StudyPlan, updateDayRequest } from '@shared/study-plan';
import type { AiService } from '@server/ai/service';
import { daysBetween, isoDay } from '@server/clock';
import { MAX_DAYS } from './ninety-day';
import { ninetyDayPlanTask } from './ai-tasks';
import type { Clock } from '@server/clock';
import type { PlanTaskJson } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import * as library from '@server/library';
import * as repo from './repo';
import { namedTask, topicLookup } from '@shared/plan-task-names';
import type { Executor } from '@server/db/database';

type UpdateDay = z.infer<typeof updateDayRequest>;

/** ticked tasks over all tasks, 0–100 to one decimal: progress moves with every task, not only with a whole day */
export function progressOf(days: readonly { tasks: readonly { isCompleted: boolean }[] }[]): number {
  const tasks = days.flatMap((d) => d.tasks);
  return tasks.length ? Math.round((tasks.filter((t) => t.isCompleted).length / tasks.length) * 1000) / 10 : 0;
}

/** The plan as the web gets it: every task with its label and, where the library knows its topic, the topic's names. */
async function toDto(db: Executor, plan: repo.PlanRow, days: repo.PlanDayRow[]): Promise<StudyPlan> {
  const subjects = plan.subjects.filter((s) => typeof s === 'string');
  const lookup = topicLookup(await library.topicsBySubjects(db, subjects));
  return {
    id: plan.id,
    examDate: plan.exam_date,
    totalDays: plan.total_days,
    progress: progressOf(days),
    createdAt: new Date(plan.created_at).toISOString(),
    language: plan.language === 'marathi' ? 'marathi' : 'english',
    days: days.map((d) => ({ day: d.day, date: d.date, isCompleted: d.is_completed, tasks: d.tasks.map((t) => namedTask(t, lookup)) })),
  };
}

/** A new 90-day plan for the user, drawn up by the AI engine and stored; it becomes the user's current plan. */
export async function generatePlan(db: Executor, ai: AiService, userId: string, input: NinetyDayRequest, clock: Clock) {
  const today = isoDay(clock());
  // checked before the quota is charged: a mistyped date costs nothing
  if (Number.isNaN(Date.parse(`${input.examDate}T00:00:00Z`)) || isoDay(new Date(`${input.examDate}T00:00:00Z`)) !== input.examDate)
    throw new AppError(400, 'validation_failed', "Invalid field 'examDate': not a real date", 'examDate');
  if (input.examDate < today)
    throw new AppError(400, 'exam_date_in_past', `Invalid field 'examDate': the exam date cannot be before today (${today})`, 'examDate', { today });
  if (daysBetween(today, input.examDate) > MAX_DAYS)
    throw new AppError(400, 'exam_date_too_far', `Invalid field 'examDate': the plan covers at most ${MAX_DAYS} days from today`, 'examDate', {
      days: MAX_DAYS,
    });
  const draft = await ai.run(ninetyDayPlanTask, userId, input);
  const { engine, model, fallback, cached } = draft;
  const plan = await db.transaction().execute(async (trx) => {
    const row = await repo.insertPlan(
      trx,
      {
        user_id: userId,
        exam_date: draft.examDate,
        start_date: draft.startDate,
        total_days: draft.totalDays,
        study_hours: input.studyHours,
        language: input.language,
        subjects: input.subjects,
        engine,
        model,
        created_at: clock(),
      },
      draft.days.map((d) => ({ day: d.day, date: d.date, tasks: d.tasks })),
    );
    return (await repo.findPlan(trx, row.id))!;
  });
  return { plan: await toDto(db, plan, await repo.planDays(db, plan.id)), engine, model, fallback, cached };
}

export async function currentPlan(db: Executor, userId: string): Promise<{ plan: StudyPlan | null }> {
  const plan = await repo.latestPlan(db, userId);
  return { plan: plan ? await toDto(db, plan, await repo.planDays(db, plan.id)) : null };
}

/**
 * Ticks tasks and/or the day. A day is complete only when all its tasks are: asking for it earlier is a 400, and
 * unticking a task of a completed day reopens the day. Another user's plan is a 404, as if it did not exist.
 */
export async function updateDay(db: Executor, userId: string, planId: string, day: number, body: UpdateDay, clock: Clock) {
  await db.transaction().execute(async (trx) => {
    const plan = await repo.findPlan(trx, planId);
    if (!plan || plan.user_id !== userId) throw new AppError(404, 'not_found', 'No such study plan.');
    const row = await repo.lockDay(trx, planId, day);
    if (!row) throw new AppError(404, 'not_found', `Day ${day} is not part of this plan (it has ${plan.total_days} days).`);
    const tasks: PlanTaskJson[] = row.tasks.map((t) => ({ ...t }));
    for (const change of body.tasks ?? []) {
      const t = tasks.find((x) => x.id === change.id);
      if (!t) throw new AppError(400, 'validation_failed', `Day ${day} has no task '${change.id}'.`, 'tasks');
      t.isCompleted = change.isCompleted;
    }
    const allDone = tasks.every((t) => t.isCompleted);
    if (body.isCompleted === true && !allDone) {
      const left = tasks.filter((t) => !t.isCompleted).length;
      throw new AppError(400, 'plan_day_unfinished', `Finish all of day ${day}'s tasks first: ${left} still to do.`, 'isCompleted', { day, left });
    }
    const isCompleted = allDone && (body.isCompleted ?? row.is_completed);
    await repo.updateDay(trx, planId, day, { is_completed: isCompleted, tasks, completed_at: isCompleted ? (row.completed_at ?? clock()) : null });
  });
  const plan = (await repo.findPlan(db, planId))!;
  return { plan: await toDto(db, plan, await repo.planDays(db, planId)) };
}
