import { COHORT_MIN_ATTEMPTS, PERCENTILE_MIN_CANDIDATES, type AttemptReview, type ExamResult, type QuestionReportRequest } from '@shared/exam';
import { questionsByIds } from '@server/library';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import * as repo from './repo';
import { examQuestionOf, ownAttempt } from './service';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The review after submission (owner only): the right answers, explanations and sources, each question's cohort
 * figures once enough attempts exist, and the daily paper's percentile once enough candidates sat it.
 */
export async function reviewAttempt(db: Db, userId: string, id: string, now: Date): Promise<AttemptReview> {
  const a = await ownAttempt(db, userId, id, now);
  if (!a.submitted_at) throw new AppError(409, 'review_after_submit', 'The answers are shown once the test is submitted.');
  const answers = await repo.attemptAnswers(db.kysely, id);
  const questions = new Map(
    (
      await questionsByIds(
        db.kysely,
        answers.map((r) => r.question_id),
        { servedAt: new Date(a.started_at) },
      )
    ).map((q) => [q.id, q]),
  );
  const cohort = new Map((await repo.cohortRows(db.kysely, [...questions.keys()])).map((c) => [c.question_id, c]));
  const result = a.result as ExamResult;
  const items = answers.flatMap((r) => {
    const q = questions.get(r.question_id);
    if (!q) return [];
    const c = cohort.get(q.id);
    const attempts = c?.attempts ?? 0;
    return [
      {
        ...examQuestionOf(q),
        answer: q.answer,
        explanation: q.explanation,
        source: q.source,
        frequency: q.frequency ?? '',
        yourChoice: r.choice,
        markedForReview: r.marked_for_review,
        timeSpentMs: r.time_spent_ms,
        outcome: r.choice === null ? ('unattempted' as const) : r.choice === q.answer ? ('correct' as const) : ('wrong' as const),
        cohort:
          c && attempts >= COHORT_MIN_ATTEMPTS
            ? { status: 'ok' as const, attempts, shareCorrect: round2((c.correct / attempts) * 100), medianTimeMs: Math.round(c.median_ms ?? 0) }
            : { status: 'not_enough_candidates' as const, attempts, needed: COHORT_MIN_ATTEMPTS },
      },
    ];
  });
  return { attemptId: a.id, result, percentile: await percentile(db, a.kind, a.day, result.score), items };
}

/** Share of the day's candidates who scored below you (ties count half), once there are enough of them. */
async function percentile(db: Db, kind: string, day: string | null, score: number): Promise<AttemptReview['percentile']> {
  if (kind !== 'daily' || !day) return { status: 'not_applicable' };
  const s = await repo.dailyStanding(db.kysely, day, score);
  if (s.n < PERCENTILE_MIN_CANDIDATES) return { status: 'not_enough_candidates', candidates: s.n, needed: PERCENTILE_MIN_CANDIDATES };
  return { status: 'ok', candidates: s.n, percentile: round2(((s.below + s.same / 2) / s.n) * 100) };
}

/** A candidate's report on a question of their own attempt, kept for the content team. */
export async function reportQuestion(db: Db, userId: string, id: string, questionId: string, body: QuestionReportRequest, now: Date) {
  await ownAttempt(db, userId, id, now);
  if (!(await repo.hasQuestion(db.kysely, id, questionId))) throw new AppError(404, 'not_found', 'This question is not part of the attempt.');
  const r = await repo.insertReport(db.kysely, { userId, attemptId: id, questionId, reason: body.reason, text: body.text });
  return { id: r.id, createdAt: new Date(r.created_at).toISOString() };
}
