import type { Executor } from '@server/db/database';

export type UploadRow = {
  id: string;
  user_id: string;
  question_id: string;
  language: string;
  kind: string;
  size: number;
  pages: number;
  status: string;
  progress: number;
  transcript: unknown;
  confidence: number | null;
  created_at: Date;
};
const UPLOAD_COLUMNS = [
  'id',
  'user_id',
  'question_id',
  'language',
  'kind',
  'size',
  'pages',
  'status',
  'progress',
  'transcript',
  'confidence',
  'created_at',
] as const;

export async function insertUpload(
  db: Executor,
  u: { userId: string; questionId: string; language: string; kind: string; bytes: Buffer; pages: number; now: Date },
): Promise<string> {
  const row = await db
    .insertInto('mains_uploads')
    .values({
      user_id: u.userId,
      question_id: u.questionId,
      language: u.language,
      kind: u.kind,
      size: u.bytes.length,
      pages: u.pages,
      bytes: u.bytes,
      transcript: null,
      confidence: null,
      job_id: null,
      created_at: u.now,
      updated_at: u.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setUploadJob(db: Executor, id: string, jobId: string) {
  await db.updateTable('mains_uploads').set({ job_id: jobId }).where('id', '=', id).execute();
}

/** The caller's own upload; another user's is `undefined`, like a missing one. */
export async function ownUpload(db: Executor, userId: string, id: string): Promise<UploadRow | undefined> {
  return (await db
    .selectFrom('mains_uploads')
    .select([...UPLOAD_COLUMNS])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()) as UploadRow | undefined;
}

export async function ownUploadBytes(db: Executor, userId: string, id: string) {
  return db.selectFrom('mains_uploads').select(['kind', 'bytes']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** For the OCR job (no owner: the job was queued for this upload). */
export async function uploadForJob(db: Executor, id: string) {
  return db.selectFrom('mains_uploads').select(['id', 'kind', 'language', 'bytes', 'pages']).where('id', '=', id).executeTakeFirst();
}

export async function updateUpload(
  db: Executor,
  id: string,
  patch: { status?: string; progress?: number; transcript?: unknown; confidence?: number | null },
  now: Date,
) {
  await db
    .updateTable('mains_uploads')
    .set({
      ...(patch.status ? { status: patch.status } : {}),
      ...(patch.progress !== undefined ? { progress: patch.progress } : {}),
      ...(patch.transcript !== undefined ? { transcript: JSON.stringify(patch.transcript) } : {}),
      ...(patch.confidence !== undefined ? { confidence: patch.confidence } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Bytes the user has stored (the per-user quota). */
export async function storedBytes(db: Executor, userId: string): Promise<number> {
  const r = await db
    .selectFrom('mains_uploads')
    .select((e) => e.fn.coalesce(e.fn.sum<number>('size'), e.val(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(r.total);
}

export type EvaluationRow = {
  id: string;
  question_id: string;
  language: string;
  source: string;
  upload_id: string | null;
  answer_text: string;
  result: unknown;
  engine: unknown;
  created_at: Date;
};

export async function insertEvaluation(
  db: Executor,
  e: {
    userId: string;
    questionId: string;
    language: string;
    source: 'typed' | 'upload';
    uploadId: string | null;
    text: string;
    result: { score: number; totalMarks: number };
    engine: unknown;
    now: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('mains_evaluations')
    .values({
      user_id: e.userId,
      question_id: e.questionId,
      language: e.language,
      source: e.source,
      upload_id: e.uploadId,
      answer_text: e.text,
      result: JSON.stringify(e.result),
      score: e.result.score,
      total_marks: e.result.totalMarks,
      engine: JSON.stringify(e.engine),
      created_at: e.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function ownEvaluations(db: Executor, userId: string, limit = 50): Promise<EvaluationRow[]> {
  return (await db
    .selectFrom('mains_evaluations')
    .select(['id', 'question_id', 'language', 'source', 'upload_id', 'answer_text', 'result', 'engine', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()) as EvaluationRow[];
}

export async function evaluatedQuestionIds(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('mains_evaluations').select('question_id').distinct().where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.question_id));
}

export async function evaluationIdForUpload(db: Executor, uploadId: string): Promise<string | null> {
  const r = await db.selectFrom('mains_evaluations').select('id').where('upload_id', '=', uploadId).orderBy('created_at', 'desc').executeTakeFirst();
  return r?.id ?? null;
}
