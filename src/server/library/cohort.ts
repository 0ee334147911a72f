import { sql } from 'kysely';
import type { Executor } from '../db/database';

/**
 * Read-only cohort figures of bank questions from the exam engine's submitted attempts (its tables, modules/exam),
 * for features that may not import the exam module (the question scanner): how many submitted attempts had each
 * question, how many got it right, the median time spent. The caller decides how many attempts make a figure.
 */
export interface QuestionCohort {
  questionId: string;
  attempts: number;
  correct: number;
  medianMs: number | null;
}

export async function questionCohorts(db: Executor, questionIds: readonly string[]): Promise<QuestionCohort[]> {
  if (!questionIds.length) return [];
  const r = await sql<{ question_id: string; attempts: number; correct: number; median_ms: number | null }>`
    select q.question_id, count(*)::int as attempts, count(*) filter (where q.correct)::int as correct,
      percentile_cont(0.5) within group (order by q.time_spent_ms)::float8 as median_ms
    from exam_attempt_questions q join exam_attempts a on a.id = q.attempt_id
    where a.submitted_at is not null and q.question_id in (${sql.join(questionIds)})
    group by q.question_id`.execute(db);
  return r.rows.map((x) => ({
    questionId: x.question_id,
    attempts: x.attempts,
    correct: x.correct,
    medianMs: x.median_ms === null ? null : Number(x.median_ms),
  }));
}
