import { z } from 'zod';
import { contentLang } from '@shared/language';
import {
  SCAN_BODY_LIMIT,
  scanAnalytics,
  scanAnalyzeRequest,
  scanAttemptRequest,
  scanBookmarkResponse,
  scanHistory,
  scanHistoryQuery,
  scanIdParams,
  scanView,
} from '@shared/scanner';
import type { Guards } from '@server/auth/guards';
import type { AiService } from '@server/ai/service';
import type { Db } from '@server/db/database';
import type { ZodPlugin } from '@server/http/zod';
import { OcrPool } from '@server/ocr';
import * as service from './service';

/**
 * The question scanner (issue 18, docs/decisions/015-question-scanner.md): /api/scan-questions/*. Needs access
 * (trial or paid) like the page; every scan is the caller's own (another user's id is a 404).
 */
export const scannerRoutes: ZodPlugin<{ db: Db; ai: AiService; guards: Guards }> = async (app, { db, ai, guards }) => {
  const { requireAccess } = guards;
  // the scanner's own OCR worker (started on the first image): a scan never waits behind a mains page's OCR
  const ocrPool = new OcrPool({ size: 1 });
  app.addHook('onClose', async () => ocrPool.close());
  const deps = { db: db.kysely, ai, ocrPool };

  app.post(
    '/api/scan-questions/analyze',
    { preHandler: requireAccess, bodyLimit: SCAN_BODY_LIMIT, schema: { body: scanAnalyzeRequest, response: { 200: scanView } } },
    async (req) => service.analyze(deps, req.user!.id, req.body),
  );
  app.get(
    '/api/scan-questions/history',
    { preHandler: requireAccess, schema: { querystring: scanHistoryQuery, response: { 200: scanHistory } } },
    async (req) => service.history(db.kysely, req.user!.id, req.query),
  );
  app.get(
    '/api/scan-questions/analytics',
    { preHandler: requireAccess, schema: { querystring: z.object({ language: contentLang.optional() }).strict(), response: { 200: scanAnalytics } } },
    async (req) => service.analytics(db.kysely, req.user!.id, req.query.language),
  );
  app.get('/api/scan-questions/:id', { preHandler: requireAccess, schema: { params: scanIdParams, response: { 200: scanView } } }, async (req) =>
    service.getScan(db.kysely, req.user!.id, req.params.id),
  );
  app.post(
    '/api/scan-questions/:id/attempt',
    { preHandler: requireAccess, schema: { params: scanIdParams, body: scanAttemptRequest, response: { 200: scanView } } },
    async (req) => service.attempt(db.kysely, req.user!.id, req.params.id, req.body.choice),
  );
  app.put(
    '/api/scan-questions/:id/bookmark',
    { preHandler: requireAccess, schema: { params: scanIdParams, body: z.unknown().nullish(), response: { 200: scanBookmarkResponse } } },
    async (req) => service.toggleBookmark(db.kysely, req.user!.id, req.params.id),
  );
};
