import type { BankQuestion } from '@shared/content';
import type { AttemptView, ExamQuestion, ExamResult, SaveAnswerRequest, SavedAnswer, ScoringMode } from '@shared/exam';
import type { ContentLang } from '@shared/language';
import { questionsByIds, topicsByIds } from '@server/library';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../http/errors';
import * as repo from './repo';
import type { AttemptRow } from './repo';
import { scoreAttempt } from './scoring';
import { masteredTopics, tickMasteredTopics } from './coverage-hook';
import { queueForReview } from '@server/review-queue';
import { missedForReview } from './review-hook';

/**
 * The attempt lifecycle, the same for mocks and the daily paper: the server keeps the questions, the deadline, the
 * answers and the score. An attempt past its deadline is finalised from its saved answers whenever it is next touched.
 */

/** An autosave sent in the last moments (network latency) still lands: docs/decisions/006-exam-engine.md. */
export const AUTOSAVE_GRACE_MS = 3000;

const notFound = () => new AppError(404, 'not_found', 'No such attempt.');
const remaining = (a: AttemptRow, now: Date) => Math.max(0, Math.ceil((new Date(a.deadline_at).getTime() - now.getTime()) / 1000));
const isDue = (a: AttemptRow, now: Date) => !a.submitted_at && new Date(a.deadline_at).getTime() <= now.getTime();

/** The owner's attempt, finalised first if its time is over; anyone else's is a 404. */
export async function ownAttempt(db: Db, userId: string, id: string, now: Date): Promise<AttemptRow> {
  const a = await repo.findAttempt(db.kysely, id);
  if (!a || a.user_id !== userId) throw notFound();
  if (isDue(a, now)) {
    await finalise(db, id, now, true);
    return (await repo.findAttempt(db.kysely, id))!;
  }
  return a;
}

/** Scores an attempt once: a second (or a parallel) call gets the stored result. */
export async function finalise(db: Db, id: string, now: Date, auto: boolean): Promise<ExamResult> {
  return db.kysely.transaction().execute(async (trx) => {
    const a = (await repo.findAttempt(trx, id, { lock: true }))!;
    if (a.submitted_at) return a.result as ExamResult;
    // past the deadline, the attempt ends at its deadline, whoever asks and whenever
    const late = new Date(a.deadline_at).getTime() <= now.getTime();
    const submittedAt = late ? new Date(a.deadline_at) : now;
    const answers = await repo.attemptAnswers(trx, id);
    // as the candidate was served them: a question fixed on the desk since keeps its old text and key here
    const questions = await questionsByIds(
      trx,
      answers.map((r) => r.question_id),
      { servedAt: new Date(a.started_at) },
    );
    const byId = new Map(questions.map((q) => [q.id, q]));
    const topics = new Map((await topicsByIds(trx, [...new Set(questions.map((q) => q.topicId))])).map((t) => [t.id, t.topic.en]));
    const items = answers.flatMap((r) => {
      const q = byId.get(r.question_id);
      if (!q) return []; // a question withdrawn from the bank since: neither right nor wrong
      return [
        {
          topicId: q.topicId,
          topicName: topics.get(q.topicId) ?? q.topicId,
          frequency: q.frequency ?? '',
          answer: q.answer,
          choice: r.choice,
          timeSpentMs: r.time_spent_ms,
        },
      ];
    });
    const result = scoreAttempt(a.scoring as ScoringMode, items, { autoSubmitted: auto || late, submittedAt, startedAt: new Date(a.started_at) });
    const key = Object.fromEntries(questions.map((q) => [q.id, q.answer]));
    await repo.storeResult(trx, id, { result, score: result.score, submittedAt, auto: auto || late, answers: key });
    await tickMasteredTopics(trx, a.user_id, masteredTopics(items), submittedAt);
    await queueForReview(trx, a.user_id, missedForReview(a, questions, answers));
    return result;
  });
}

/** A question as it goes out during the test: never its answer, explanation or source. */
export const examQuestionOf = (q: BankQuestion): ExamQuestion => ({
  id: q.id,
  subject: q.subject,
  topicId: q.topicId,
  question: q.question,
  options: q.options,
  ...(q.passage ? { passage: q.passage } : {}),
  ...(q.data ? { data: q.data } : {}),
});

export async function attemptView(db: Executor, a: AttemptRow, now: Date): Promise<AttemptView> {
  const answers = await repo.attemptAnswers(db, a.id);
  const questions = await questionsByIds(
    db,
    answers.map((r) => r.question_id),
    { servedAt: new Date(a.started_at) },
  );
  return {
    id: a.id,
    kind: a.kind as AttemptView['kind'],
    scoring: a.scoring as ScoringMode,
    language: a.language as ContentLang,
    day: a.day,
    startedAt: new Date(a.started_at).toISOString(),
    deadline: new Date(a.deadline_at).toISOString(),
    remainingSeconds: a.submitted_at ? 0 : remaining(a, now),
    status: a.submitted_at ? 'submitted' : 'in-progress',
    questions: questions.map(examQuestionOf),
    answers: answers.map((r) => ({
      questionId: r.question_id,
      choice: r.choice,
      markedForReview: r.marked_for_review,
      timeSpentMs: r.time_spent_ms,
    })),
    result: (a.result as ExamResult | null) ?? null,
  };
}

export async function getAttempt(db: Db, userId: string, id: string, now: Date): Promise<AttemptView> {
  return attemptView(db.kysely, await ownAttempt(db, userId, id, now), now);
}

/** Idempotent autosave; 409 once the attempt is submitted or its time is over, 404 for anyone else's. */
export async function saveAnswer(db: Db, userId: string, id: string, questionId: string, body: SaveAnswerRequest, now: Date) {
  const openAfter = new Date(now.getTime() - AUTOSAVE_GRACE_MS);
  const row = await repo.saveAnswer(db.kysely, { attemptId: id, userId, questionId, openAfter, now }, body);
  if (row) {
    const saved: SavedAnswer = {
      questionId: row.question_id,
      choice: row.choice,
      markedForReview: row.marked_for_review,
      timeSpentMs: row.time_spent_ms,
    };
    return { saved, remainingSeconds: Math.max(0, Math.ceil((new Date(row.deadline_at).getTime() - now.getTime()) / 1000)) };
  }
  // find out why it did not land
  const a = await repo.findAttempt(db.kysely, id);
  if (!a || a.user_id !== userId) throw notFound();
  if (!a.submitted_at && new Date(a.deadline_at).getTime() <= openAfter.getTime()) {
    await finalise(db, id, now, true);
    throw new AppError(409, 'attempt_time_over', 'The time for this test is over; it was submitted with the answers saved before the deadline.');
  }
  if (a.submitted_at) throw new AppError(409, 'attempt_submitted', 'This test has been submitted; answers can no longer change.');
  if (!(await repo.hasQuestion(db.kysely, id, questionId))) throw new AppError(404, 'not_found', 'This question is not part of the attempt.');
  throw new AppError(409, 'conflict', 'The answer could not be saved; please retry.');
}

export async function submit(db: Db, userId: string, id: string, now: Date): Promise<ExamResult> {
  const a = await ownAttempt(db, userId, id, now);
  if (a.submitted_at) return a.result as ExamResult;
  return finalise(db, id, now, false);
}
