import multipart from '@fastify/multipart';
import { language as languageSchema } from '@shared/language';
import {
  confirmTranscriptRequest,
  MAINS_UPLOAD_MAX_BYTES,
  mainsEvaluation,
  mainsEvaluationsResponse,
  mainsQuestionsQuery,
  mainsQuestionsResponse,
  typedAnswerRequest,
  uploadAccepted,
  uploadIdParams,
  uploadStatus,
} from '@shared/mains';
import type { AiService } from '@server/ai/service';
import type { Guards } from '@server/auth/guards';
import type { Clock } from '@server/clock';
import type { Executor } from '@server/db/database';
import { AppError } from '@server/http/errors';
import type { ZodPlugin } from '@server/http/zod';
import type { JobQueue } from '@server/jobs';
import { MIME, type OcrPool } from '@server/ocr';
import { ocrJobHandler, OCR_QUEUE, type OcrJobPayload } from './ocr-job';
import { ownUploadBytes } from './repo';
import * as service from './service';

export interface MainsRouteDeps {
  db: Executor;
  ai: AiService;
  guards: Guards;
  clock: Clock;
  jobs: JobQueue;
  ocrPool: OcrPool;
}

/** Multipart text fields are short: a question id and a language. */
const FIELD_MAX = 200;

/** Mains answer writing (issue 15): questions, uploads read in the background, typed answers, evaluations. */
export const mainsRoutes: ZodPlugin<MainsRouteDeps> = async (app, { db, ai, guards, clock, jobs, ocrPool }) => {
  const ocr = jobs.define<OcrJobPayload>(OCR_QUEUE, ocrJobHandler({ db, clock, pool: ocrPool }), {
    concurrency: 1,
    perUserConcurrency: 1,
    perUserOpen: 3,
    perUserPerDay: 20,
  });
  // Only this feature's routes take multipart, with explicit limits (the plugin's default file size is 1 MiB).
  await app.register(multipart, { limits: { fileSize: MAINS_UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: FIELD_MAX, parts: 6 } });

  app.get(
    '/api/mains-practice/questions',
    { preHandler: guards.requireAccess, schema: { querystring: mainsQuestionsQuery, response: { 200: mainsQuestionsResponse } } },
    async (req) => ({ questions: await service.questions(db, req.user!.id, req.query.language) }),
  );

  app.post(
    '/api/mains-practice/upload',
    { preHandler: guards.requireAccess, bodyLimit: MAINS_UPLOAD_MAX_BYTES + 64 * 1024, schema: { response: { 202: uploadAccepted } } },
    async (req, reply) => {
      if (!req.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'Send the file as multipart/form-data.');
      const fields: Record<string, string> = {};
      let bytes: Buffer | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || bytes) throw new AppError(400, 'bad_request', 'One file, in the field "file".', 'file');
            bytes = await part.toBuffer(); // throws when past fileSize: nothing is kept
          } else fields[part.fieldname] = String(part.value);
        }
      } catch (err) {
        if (err instanceof AppError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw service.tooLarge();
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
          throw new AppError(400, 'bad_request', 'One file, a question and a language only.');
        }
        throw err;
      }
      if (!bytes) throw new AppError(400, 'validation_failed', 'Choose a file.', 'file');
      const lang = languageSchema.safeParse(fields.language);
      if (!lang.success) throw new AppError(400, 'validation_failed', 'Choose English, Marathi or Hindi.', 'language');
      const questionId = fields.questionId ?? '';
      if (!questionId || questionId.length > 100) throw new AppError(400, 'validation_failed', 'Choose a question.', 'questionId');
      const uploadId = await service.acceptUpload({ db, clock, ocr }, req.user!.id, { bytes, questionId, language: lang.data });
      return reply.code(202).send({ uploadId });
    },
  );

  app.get(
    '/api/mains-practice/uploads/:id',
    { preHandler: guards.requireAccess, schema: { params: uploadIdParams, response: { 200: uploadStatus } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.uploadStatus(db, req.user!.id, req.params.id);
    },
  );

  app.get('/api/mains-practice/uploads/:id/file', { preHandler: guards.requireAccess, schema: { params: uploadIdParams } }, async (req, reply) => {
    const file = await ownUploadBytes(db, req.user!.id, req.params.id);
    if (!file) throw new AppError(404, 'not_found', 'No such upload.');
    const kind = file.kind as keyof typeof MIME;
    const ext = kind === 'jpeg' ? 'jpg' : kind;
    return reply
      .type(MIME[kind])
      .header('content-disposition', `attachment; filename="answer-${req.params.id}.${ext}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });

  app.post(
    '/api/mains-practice/uploads/:id/evaluate',
    { preHandler: guards.requireAccess, schema: { params: uploadIdParams, body: confirmTranscriptRequest, response: { 200: mainsEvaluation } } },
    async (req) => service.evaluateUpload({ db, ai, clock }, req.user!.id, req.params.id, req.body.text),
  );

  app.post(
    '/api/mains-practice/answers',
    { preHandler: guards.requireAccess, schema: { body: typedAnswerRequest, response: { 200: mainsEvaluation } } },
    async (req) => service.evaluateTyped({ db, ai, clock }, req.user!.id, req.body),
  );

  app.get(
    '/api/mains-practice/evaluations',
    { preHandler: guards.requireAccess, schema: { response: { 200: mainsEvaluationsResponse } } },
    async (req) => ({ evaluations: await service.evaluations(db, req.user!.id) }),
  );
};
