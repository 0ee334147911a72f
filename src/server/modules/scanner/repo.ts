import type { Executor } from '@server/db/database';
import type { ScanStored } from './analysis';

/** The scanner's own table (migration 018-scanner); every read is the candidate's own rows. */
const COLUMNS = [
  'id',
  'analysis',
  'is_bookmarked',
  'created_at',
  'revealed',
  'attempt_choice',
  'attempt_correct',
  'subject',
  'topic_id',
  'difficulty',
  'correct_answer',
] as const;

export async function insertScan(
  db: Executor,
  userId: string,
  s: ScanStored,
  extra: { subject: string | null; topicId: string | null; difficulty: string | null; correctAnswer: number | null },
) {
  return db
    .insertInto('scan_questions')
    .values({
      user_id: userId,
      language: s.language,
      from_image: s.fromImage,
      question_text: s.questionText,
      stem: s.stem,
      options: JSON.stringify(s.options),
      ocr_confidence: s.ocrConfidence,
      analysis: JSON.stringify(s),
      subject: extra.subject,
      topic_id: extra.topicId,
      difficulty: extra.difficulty,
      correct_answer: extra.correctAnswer,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
export type ScanRow = Awaited<ReturnType<typeof insertScan>>;

export async function scanOf(db: Executor, userId: string, id: string): Promise<ScanRow | undefined> {
  return db.selectFrom('scan_questions').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function listScans(db: Executor, userId: string, f: { subjects?: readonly string[]; difficulty?: string; bookmarked?: boolean }) {
  let q = db.selectFrom('scan_questions').select(COLUMNS).where('user_id', '=', userId);
  if (f.subjects) q = f.subjects.length ? q.where('subject', 'in', f.subjects) : q.where('subject', '=', '\u0000none');
  if (f.difficulty) q = q.where('difficulty', '=', f.difficulty);
  if (f.bookmarked !== undefined) q = q.where('is_bookmarked', '=', f.bookmarked);
  return q.orderBy('created_at', 'desc').orderBy('id').limit(200).execute();
}

/** Reveals once: the attempt (or none) is recorded only while the answer is still hidden. */
export async function reveal(db: Executor, userId: string, id: string, choice: number | null, correct: boolean | null) {
  return db
    .updateTable('scan_questions')
    .set({ revealed: true, attempt_choice: choice, attempt_correct: correct })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revealed', '=', false)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function toggleBookmark(db: Executor, userId: string, id: string) {
  return db
    .updateTable('scan_questions')
    .set((eb) => ({ is_bookmarked: eb.not('is_bookmarked') }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'is_bookmarked'])
    .executeTakeFirst();
}

export async function countScans(db: Executor, userId: string): Promise<number> {
  const r = await db
    .selectFrom('scan_questions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export async function scansSince(db: Executor, userId: string, since: Date): Promise<number> {
  const r = await db
    .selectFrom('scan_questions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Attempts made before the reveal on questions whose answer is known, by topic. */
export async function attemptsByTopic(db: Executor, userId: string) {
  return db
    .selectFrom('scan_questions')
    .select([
      'subject',
      'topic_id',
      (eb) => eb.fn.countAll<number>().as('total'),
      (eb) => eb.fn.count<number>('id').filterWhere('attempt_correct', '=', true).as('correct'),
    ])
    .where('user_id', '=', userId)
    .where('attempt_correct', 'is not', null)
    .where('topic_id', 'is not', null)
    .groupBy(['subject', 'topic_id'])
    .execute();
}
