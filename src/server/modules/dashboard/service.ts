import type { DashboardDto } from '@shared/dashboard';
import { PLANNER_SUBJECT_IDS, type PlannerSubjectId } from '@shared/subjects';
import { daysBetween, indiaDay } from '@server/clock';
import type { Executor } from '@server/db/database';
import * as library from '@server/library';
import { namedTask, topicLookup } from '@shared/plan-task-names';
import * as repo from './repo';

/** The candidate's home from stored data only: a figure with nothing behind it is null, never invented. */
export async function dashboard(db: Executor, userId: string, now: Date): Promise<DashboardDto> {
  const today = indiaDay(now);
  const [u, plan, outline, covered] = await Promise.all([
    repo.user(db, userId),
    repo.latestPlan(db, userId),
    library.topicOutline(db),
    repo.coveredTopicIds(db, userId),
  ]);
  const examDate = u?.exam_date ?? plan?.exam_date ?? null;
  const planDay = plan ? await repo.planDayOn(db, plan.id, today) : null;
  // today's tasks with their topics' library names, for a page in another language than the plan's
  const lookup =
    plan && planDay
      ? topicLookup(
          await library.topicsBySubjects(
            db,
            plan.subjects.filter((s) => typeof s === 'string'),
          ),
        )
      : null;
  const studied = outline.filter((t) => covered.has(t.id)).length;
  return {
    firstName: u?.first_name ?? null,
    examDate,
    examDateFrom: u?.exam_date ? 'profile' : plan ? 'plan' : null,
    daysToExam: examDate ? daysBetween(today, examDate) : null,
    syllabus: { studied, total: outline.length, percent: outline.length ? Math.round((studied / outline.length) * 100) : null },
    today:
      plan && planDay && lookup
        ? {
            planId: plan.id,
            totalDays: plan.total_days,
            language: plan.language === 'marathi' ? 'marathi' : 'english',
            ...planDay,
            tasks: planDay.tasks.map((t) => namedTask(t, lookup)),
          }
        : null,
    suggestedSubject: leastCovered(outline, covered),
  };
}

/** The Prelims subject with the smallest share of its topics studied (the library's order breaks ties). */
export function leastCovered(outline: { id: string; paperType: string; subject: string }[], covered: Set<string>): PlannerSubjectId {
  const share = new Map<PlannerSubjectId, { studied: number; total: number }>();
  for (const t of outline) {
    if (t.paperType !== 'Prelims' || !(PLANNER_SUBJECT_IDS as readonly string[]).includes(t.subject)) continue;
    const s = share.get(t.subject as PlannerSubjectId) ?? { studied: 0, total: 0 };
    s.total++;
    if (covered.has(t.id)) s.studied++;
    share.set(t.subject as PlannerSubjectId, s);
  }
  let best: PlannerSubjectId = PLANNER_SUBJECT_IDS[0];
  let bestShare = Infinity;
  for (const [subject, s] of share) {
    if (s.studied / s.total < bestShare) {
      best = subject;
      bestShare = s.studied / s.total;
    }
  }
  return best;
}
