import { DAILY_MINUTES, type AttemptView, type DailyGenerateRequest, type ExamResult } from '@shared/exam';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import * as repo from './repo';
import { buildDailyPaper } from './selection';
import { attemptView, ownAttempt, submit } from './service';

/** India has one time zone and no daylight saving: the calendar day in Asia/Kolkata is UTC+05:30. */
const IST_OFFSET_MS = 330 * 60 * 1000;
export const indiaDay = (d: Date) => new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Today's paper: built from the day on first use, then stored, so every candidate gets the same questions. */
export async function todaysPaper(db: Db, day: string): Promise<string[]> {
  const stored = await repo.dailyPaper(db.kysely, day);
  if (stored) return stored;
  await repo.storeDailyPaper(db.kysely, day, await buildDailyPaper(db.kysely, day));
  return (await repo.dailyPaper(db.kysely, day))!;
}

export async function checkDaily(db: Db, userId: string, now: Date) {
  const day = indiaDay(now);
  const a = await repo.findDailyAttempt(db.kysely, userId, day);
  if (!a) return { day, hasExamToday: false, attempt: null };
  return { day, hasExamToday: true, attempt: await attemptView(db.kysely, await ownAttempt(db, userId, a.id, now), now) };
}

/** One attempt per user and day: a second generate returns the first (its language and deadline unchanged). */
export async function generateDaily(db: Db, userId: string, req: DailyGenerateRequest, now: Date): Promise<AttemptView> {
  const day = indiaDay(now);
  const existing = await repo.findDailyAttempt(db.kysely, userId, day);
  if (existing) return attemptView(db.kysely, await ownAttempt(db, userId, existing.id, now), now);
  const ids = await todaysPaper(db, day);
  if (!ids.length) throw new AppError(422, 'exam_no_questions', 'The question bank has no questions for the daily paper yet.');
  const created = await repo.insertAttempt(
    db.kysely,
    {
      userId,
      kind: 'daily',
      scoring: 'daily',
      language: req.language,
      config: req,
      day,
      startedAt: now,
      deadlineAt: new Date(now.getTime() + DAILY_MINUTES * 60 * 1000),
    },
    ids,
  );
  const a = created ?? (await repo.findDailyAttempt(db.kysely, userId, day))!; // a parallel generate won the race
  return attemptView(db.kysely, a, now);
}

export async function submitDaily(db: Db, userId: string, attemptId: string | undefined, now: Date): Promise<ExamResult> {
  const a = attemptId ? await repo.findAttempt(db.kysely, attemptId) : await repo.findDailyAttempt(db.kysely, userId, indiaDay(now));
  if (!a || a.user_id !== userId || a.kind !== 'daily')
    throw new AppError(404, 'not_found', "You have no daily exam for today. Generate today's exam first.");
  return submit(db, userId, a.id, now);
}
