import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { ExamAttemptsTable } from '../../db/schema';

/** The exam engine's tables: attempts, their questions with the autosaved answers, daily papers, reports. */
export type AttemptRow = Selectable<ExamAttemptsTable>;
const json = (v: unknown) => JSON.stringify(v);

export interface NewAttempt {
  userId: string;
  kind: string;
  scoring: string;
  language: string;
  config: unknown;
  day: string | null;
  startedAt: Date;
  deadlineAt: Date;
}

/** Inserts an attempt and its ordered questions; null when the user already has this day's attempt. */
export async function insertAttempt(db: Executor, a: NewAttempt, questionIds: readonly string[]): Promise<AttemptRow | null> {
  const row = await db
    .insertInto('exam_attempts')
    .values({
      user_id: a.userId,
      kind: a.kind,
      scoring: a.scoring,
      language: a.language,
      config: json(a.config),
      day: a.day,
      question_count: questionIds.length,
      started_at: a.startedAt,
      deadline_at: a.deadlineAt,
    })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  await db
    .insertInto('exam_attempt_questions')
    .values(
      questionIds.map((question_id, position) => ({ attempt_id: row.id, position, question_id, choice: null, answered_at: null, correct: null })),
    )
    .execute();
  return row;
}

export async function findAttempt(db: Executor, id: string, opts: { lock?: boolean } = {}): Promise<AttemptRow | undefined> {
  let q = db.selectFrom('exam_attempts').selectAll().where('id', '=', id);
  if (opts.lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function findDailyAttempt(db: Executor, userId: string, day: string): Promise<AttemptRow | undefined> {
  return db.selectFrom('exam_attempts').selectAll().where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
}

export async function attemptAnswers(db: Executor, attemptId: string) {
  return db
    .selectFrom('exam_attempt_questions')
    .select(['question_id', 'choice', 'marked_for_review', 'time_spent_ms', 'correct'])
    .where('attempt_id', '=', attemptId)
    .orderBy('position')
    .execute();
}

/**
 * One autosave in one statement: it lands only on the owner's open attempt before `openUntil` (the deadline plus
 * grace); no row back means the caller finds out why.
 */
export async function saveAnswer(
  db: Executor,
  k: { attemptId: string; userId: string; questionId: string; openAfter: Date; now: Date },
  v: { choice: number | null; markedForReview: boolean; timeSpentMs: number },
) {
  return db
    .updateTable('exam_attempt_questions as q')
    .from('exam_attempts as a')
    .set({ choice: v.choice, marked_for_review: v.markedForReview, time_spent_ms: v.timeSpentMs, answered_at: k.now })
    .whereRef('q.attempt_id', '=', 'a.id')
    .where('a.id', '=', k.attemptId)
    .where('a.user_id', '=', k.userId)
    .where('q.question_id', '=', k.questionId)
    .where('a.submitted_at', 'is', null)
    .where('a.deadline_at', '>', k.openAfter)
    .returning(['q.question_id', 'q.choice', 'q.marked_for_review', 'q.time_spent_ms', 'a.deadline_at'])
    .executeTakeFirst();
}

export async function hasQuestion(db: Executor, attemptId: string, questionId: string): Promise<boolean> {
  return !!(await db
    .selectFrom('exam_attempt_questions')
    .select('position')
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', questionId)
    .executeTakeFirst());
}

/** Stores the result and marks each answer right (true), wrong (false) or unattempted (null). */
export async function storeResult(
  db: Executor,
  id: string,
  r: { result: unknown; score: number; submittedAt: Date; auto: boolean; answers: Record<string, number> },
) {
  await db
    .updateTable('exam_attempts')
    .set({ submitted_at: r.submittedAt, auto_submitted: r.auto, score: r.score, result: json(r.result) })
    .where('id', '=', id)
    .execute();
  await sql`update exam_attempt_questions set correct = (choice = (${json(r.answers)}::jsonb ->> question_id)::int) where attempt_id = ${id}`.execute(
    db,
  );
}

/** Which of these questions the user has had in any earlier attempt. */
export async function seenQuestionIds(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('exam_attempt_questions as q')
    .innerJoin('exam_attempts as a', 'a.id', 'q.attempt_id')
    .select('q.question_id')
    .distinct()
    .where('a.user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.question_id));
}

export async function recentMocks(db: Executor, userId: string, limit: number) {
  return db
    .selectFrom('exam_attempts')
    .select(['id', 'config', 'question_count', 'score', 'scoring', 'result', 'submitted_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'mock')
    .where('submitted_at', 'is not', null)
    .orderBy('submitted_at', 'desc')
    .limit(limit)
    .execute();
}

export async function dailyPaper(db: Executor, day: string): Promise<string[] | undefined> {
  return (await db.selectFrom('exam_daily_papers').select('question_ids').where('day', '=', day).executeTakeFirst())?.question_ids;
}

export async function storeDailyPaper(db: Executor, day: string, ids: readonly string[]) {
  await db
    .insertInto('exam_daily_papers')
    .values({ day, question_ids: json(ids) })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
}

/** Per question of an attempt: how many submitted attempts had it, how many got it right, and the median time. */
export async function cohortRows(db: Executor, questionIds: readonly string[]) {
  if (!questionIds.length) return [];
  const r = await sql<{ question_id: string; attempts: number; correct: number; median_ms: number | null }>`
    select q.question_id, count(*)::int as attempts, count(*) filter (where q.correct)::int as correct,
      percentile_cont(0.5) within group (order by q.time_spent_ms)::float8 as median_ms
    from exam_attempt_questions q join exam_attempts a on a.id = q.attempt_id
    where a.submitted_at is not null and q.question_id in (${sql.join(questionIds)})
    group by q.question_id`.execute(db);
  return r.rows;
}

/** Submitted daily attempts of a day: how many, and how many scored below / the same as `score`. */
export async function dailyStanding(db: Executor, day: string, score: number) {
  const r = await sql<{ n: number; below: number; same: number }>`
    select count(*)::int as n, count(*) filter (where score < ${score})::int as below, count(*) filter (where score = ${score})::int as same
    from exam_attempts where kind = 'daily' and day = ${day} and submitted_at is not null`.execute(db);
  return r.rows[0]!;
}

export async function insertReport(db: Executor, r: { userId: string; attemptId: string; questionId: string; reason: string; text: string }) {
  return db
    .insertInto('question_reports')
    .values({ user_id: r.userId, attempt_id: r.attemptId, question_id: r.questionId, reason: r.reason, text: r.text })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}
