import type { Language } from '@shared/language';
import {
  MAINS_UPLOAD_MAX_BYTES,
  MAINS_UPLOAD_MAX_PAGES,
  type EvaluationResult,
  type MainsEvaluation,
  type MainsQuestionView,
  type TranscriptPage,
  type TypedAnswerRequest,
  type UploadStatus,
} from '@shared/mains';
import type { AiService } from '@server/ai/service';
import type { Clock } from '@server/clock';
import type { Executor } from '@server/db/database';
import { AppError } from '@server/http/errors';
import type { QueueHandle } from '@server/jobs';
import { mainsQuestionById, mainsQuestions } from '@server/library';
import { imageSize, MAX_IMAGE_PIXELS, pdfPageCount, sniffKind } from '@server/ocr';
import { mainsEvaluateTask } from './ai-tasks';
import { isReliable, type OcrJobPayload } from './ocr-job';
import * as repo from './repo';

/** Each candidate's stored answer files, all together. */
export const MAINS_STORAGE_PER_USER = 50 * 1024 * 1024;
const LANG_KEY = { english: 'en', marathi: 'mr', hindi: 'hi' } as const;
const MB = 1024 * 1024;

export async function questions(db: Executor, userId: string, lang: Language): Promise<MainsQuestionView[]> {
  const [all, done] = await Promise.all([mainsQuestions(db), repo.evaluatedQuestionIds(db, userId)]);
  return all.map((q) => ({
    id: q.id,
    paper: q.paper,
    subject: q.subject,
    marks: q.marks,
    wordLimit: q.wordLimit,
    text: q.text[LANG_KEY[lang]],
    evaluated: done.has(q.id),
  }));
}

/**
 * Checks an uploaded file and queues it for reading: the kind from its first bytes only (JPEG, PNG, PDF), the size,
 * the pixels (before any decoder sees them), the pages and the user's storage; the upload row and its job are
 * written in one transaction, so a refusal (or the queue's per-user limits) leaves nothing stored.
 */
export async function acceptUpload(
  deps: { db: Executor; clock: Clock; ocr: QueueHandle<OcrJobPayload> },
  userId: string,
  u: { bytes: Buffer; questionId: string; language: Language },
): Promise<string> {
  const { db, clock, ocr } = deps;
  if (u.bytes.length === 0) throw new AppError(400, 'upload_empty', 'The file is empty.', 'file');
  if (u.bytes.length > MAINS_UPLOAD_MAX_BYTES) throw tooLarge();
  const kind = sniffKind(u.bytes);
  if (!kind) throw new AppError(415, 'upload_wrong_type', 'Only JPEG, PNG or PDF files are accepted.', 'file');
  let pages = 1;
  if (kind === 'pdf') {
    pages = await pdfPageCount(u.bytes).catch(() => {
      throw new AppError(415, 'upload_wrong_type', 'The PDF could not be opened.', 'file');
    });
    if (pages > MAINS_UPLOAD_MAX_PAGES) {
      throw new AppError(413, 'upload_too_many_pages', `At most ${MAINS_UPLOAD_MAX_PAGES} pages.`, 'file', { limit: MAINS_UPLOAD_MAX_PAGES });
    }
  } else {
    const size = imageSize(u.bytes);
    if (!size) throw new AppError(415, 'upload_wrong_type', 'The image could not be read.', 'file');
    if (size.width * size.height > MAX_IMAGE_PIXELS) {
      throw new AppError(413, 'upload_too_many_pixels', 'The image has too many pixels.', 'file', { limit: MAX_IMAGE_PIXELS / 1e6 });
    }
  }
  if (!(await mainsQuestionById(db, u.questionId))) throw new AppError(404, 'not_found', 'No such question.', 'questionId');
  if ((await repo.storedBytes(db, userId)) + u.bytes.length > MAINS_STORAGE_PER_USER) {
    throw new AppError(413, 'upload_storage_full', 'Your answer storage is full.', 'file', { limit: MAINS_STORAGE_PER_USER / MB });
  }
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertUpload(trx, { userId, questionId: u.questionId, language: u.language, kind, bytes: u.bytes, pages, now: clock() });
    const jobId = await ocr.enqueue(trx, { uploadId: id }, userId);
    await repo.setUploadJob(trx, id, jobId);
    return id;
  });
}

export const tooLarge = () =>
  new AppError(413, 'upload_too_large', `The file is larger than ${MAINS_UPLOAD_MAX_BYTES / MB} MB.`, 'file', { limit: MAINS_UPLOAD_MAX_BYTES / MB });

export async function uploadStatus(db: Executor, userId: string, id: string): Promise<UploadStatus> {
  const u = await repo.ownUpload(db, userId, id);
  if (!u) throw new AppError(404, 'not_found', 'No such upload.');
  return {
    id: u.id,
    questionId: u.question_id,
    language: u.language as Language,
    kind: u.kind as UploadStatus['kind'],
    pages: u.pages,
    status: u.status as UploadStatus['status'],
    progress: Number(u.progress),
    transcript: (u.transcript as TranscriptPage[] | null) ?? null,
    confidence: u.confidence === null ? null : Number(u.confidence),
    reliable: isReliable(u.confidence === null ? null : Number(u.confidence)),
    evaluationId: await repo.evaluationIdForUpload(db, u.id),
    createdAt: new Date(u.created_at).toISOString(),
  };
}

async function evaluate(
  deps: { db: Executor; ai: AiService; clock: Clock },
  userId: string,
  a: { questionId: string; language: Language; text: string; source: 'typed' | 'upload'; uploadId: string | null },
): Promise<MainsEvaluation> {
  const q = await mainsQuestionById(deps.db, a.questionId);
  if (!q) throw new AppError(404, 'not_found', 'No such question.', 'questionId');
  const answered = await deps.ai.run(mainsEvaluateTask, userId, { questionId: a.questionId, language: a.language, text: a.text });
  const { engine, model, fallback, cached, ...result } = answered;
  const now = deps.clock();
  const id = await repo.insertEvaluation(deps.db, { userId, ...a, result, engine: { engine, model, fallback, cached }, now });
  return view(id, q.text[LANG_KEY[a.language]], a, result, { engine, model, fallback, cached }, now);
}

const view = (
  id: string,
  questionText: string,
  a: { questionId: string; language: Language; text: string; source: 'typed' | 'upload'; uploadId: string | null },
  result: EvaluationResult,
  engine: Pick<MainsEvaluation, 'engine' | 'model' | 'fallback' | 'cached'>,
  at: Date,
): MainsEvaluation => ({
  id,
  questionId: a.questionId,
  questionText,
  language: a.language,
  source: a.source,
  uploadId: a.uploadId,
  answerText: a.text,
  ...result,
  ...engine,
  evaluatedAt: at.toISOString(),
});

export function evaluateTyped(deps: { db: Executor; ai: AiService; clock: Clock }, userId: string, req: TypedAnswerRequest) {
  return evaluate(deps, userId, { ...req, source: 'typed', uploadId: null });
}

/**
 * Evaluates an upload's transcript as the candidate confirmed (and maybe corrected) it. A page read below the
 * reliability line is not graded as the OCR read it: the candidate has to correct it or type the answer.
 */
export async function evaluateUpload(deps: { db: Executor; ai: AiService; clock: Clock }, userId: string, id: string, text: string) {
  const u = await uploadStatus(deps.db, userId, id);
  if (u.status !== 'read' || !u.transcript) throw new AppError(409, 'upload_not_ready', 'The file has not been read yet.');
  const raw = u.transcript.map((p) => p.text).join('\n\n');
  const same = (s: string) => s.replace(/\s+/g, ' ').trim();
  if (u.reliable === false && same(raw) === same(text)) {
    throw new AppError(409, 'transcript_unreliable', 'The page could not be read reliably: correct the transcript or type the answer.');
  }
  return evaluate(deps, userId, { questionId: u.questionId, language: u.language, text, source: 'upload', uploadId: u.id });
}

export async function evaluations(db: Executor, userId: string): Promise<MainsEvaluation[]> {
  const [rows, qs] = await Promise.all([repo.ownEvaluations(db, userId), mainsQuestions(db)]);
  const byId = new Map(qs.map((q) => [q.id, q]));
  return rows.map((r) => {
    const lang = r.language as Language;
    const parse = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
    return view(
      r.id,
      byId.get(r.question_id)?.text[LANG_KEY[lang]] ?? r.question_id,
      { questionId: r.question_id, language: lang, text: r.answer_text, source: r.source as 'typed' | 'upload', uploadId: r.upload_id },
      parse(r.result) as EvaluationResult,
      parse(r.engine) as Pick<MainsEvaluation, 'engine' | 'model' | 'fallback' | 'cached'>,
      new Date(r.created_at),
    );
  });
}
