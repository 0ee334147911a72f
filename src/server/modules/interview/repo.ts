import type { Insertable } from 'kysely';
import type { Executor } from '@server/db/database';
import type { InterviewSessionQuestionsTable } from '@server/db/schema-interview';

/** The interview module's own tables (migration 012-interview), and a read of the profile's education. */

export async function recentQuestionIds(db: Executor, userId: string, sessions: number): Promise<Set<string>> {
  const recent = db.selectFrom('interview_sessions').select('id').where('user_id', '=', userId).orderBy('started_at', 'desc').limit(sessions);
  const rows = await db.selectFrom('interview_session_questions').select('question_id').where('session_id', 'in', recent).execute();
  return new Set(rows.map((r) => r.question_id));
}

/** Read-only: the profile owns the columns. */
export async function education(db: Executor, userId: string): Promise<{ education: string | null; college: string | null }> {
  const r = await db.selectFrom('users').select(['education', 'college']).where('id', '=', userId).executeTakeFirst();
  return { education: r?.education ?? null, college: r?.college ?? null };
}

export async function insertSession(
  db: Executor,
  s: { userId: string; language: string; startedAt: Date },
  items: Omit<Insertable<InterviewSessionQuestionsTable>, 'session_id'>[],
): Promise<string> {
  const { id } = await db
    .insertInto('interview_sessions')
    .values({ user_id: s.userId, language: s.language, started_at: s.startedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('interview_session_questions')
    .values(items.map((i) => ({ ...i, session_id: id })))
    .execute();
  return id;
}

/** The session if it is the user's own. */
export async function ownSession(db: Executor, userId: string, id: string) {
  return db.selectFrom('interview_sessions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function sessionsOf(db: Executor, userId: string, limit: number) {
  return db.selectFrom('interview_sessions').selectAll().where('user_id', '=', userId).orderBy('started_at', 'desc').limit(limit).execute();
}

export async function itemsOf(db: Executor, sessionIds: readonly string[]) {
  if (!sessionIds.length) return [];
  return db
    .selectFrom('interview_session_questions')
    .selectAll()
    .where('session_id', 'in', sessionIds)
    .orderBy('session_id')
    .orderBy('position')
    .execute();
}

export async function saveAnswer(
  db: Executor,
  sessionId: string,
  position: number,
  a: { answer: string; seconds: number; coverage: unknown; answeredAt: Date },
): Promise<void> {
  await db
    .updateTable('interview_session_questions')
    .set({ answer: a.answer, seconds: a.seconds, coverage: JSON.stringify(a.coverage), answered_at: a.answeredAt })
    .where('session_id', '=', sessionId)
    .where('position', '=', position)
    .execute();
}

export async function endSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.updateTable('interview_sessions').set({ ended_at: now }).where('id', '=', id).where('ended_at', 'is', null).execute();
}
