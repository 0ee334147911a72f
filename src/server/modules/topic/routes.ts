import type { Kysely } from 'kysely';
import { explainRequest, explainResponse, topicTypeParams, topicTypeRequest, topicTypeResponse } from '../../../shared/ai';
import type { AiService } from '../../ai/service';
import type { Guards } from '../../auth/guards';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { spend } from '../../http/budget';
import type { ZodPlugin } from '../../http/zod';
import { EXPORT_BODY_LIMIT, exportPdfRequest } from './export-request';
import { pdfRenderer } from './render-pdf';
import * as service from './service';

export interface TopicRouteDeps {
  ai: AiService;
  guards: Guards;
  db: Kysely<Database>;
  clock: Clock;
  pdf: Config['pdf'];
}

/** The topic explorer and topic detail page (spec 01 §2, §7): explain a topic, one part of it, or export it. */
export const topicRoutes: ZodPlugin<TopicRouteDeps> = async (app, { ai, guards, db, clock, pdf }) => {
  app.addHook('preHandler', guards.requireAccess);
  const renderer = pdfRenderer({ timeoutMs: pdf.timeoutMs, maxConcurrent: pdf.maxConcurrent });
  const exportBudget = { kind: 'pdf-export', limit: pdf.exportsPerHour, windowMs: 60 * 60 * 1000, message: 'Too many PDF exports. Please try again later.' };

  app.post('/api/topic/explain', { schema: { body: explainRequest, response: { 200: explainResponse } } }, async (req) =>
    service.explain(ai, req.user!.id, req.body),
  );
  app.post('/api/topic/export-pdf', { schema: { body: exportPdfRequest }, bodyLimit: EXPORT_BODY_LIMIT }, async (req, reply) => {
    await spend(db, exportBudget, req.user!.id, clock());
    const { pdf: file, disposition } = await service.exportPdf(renderer, req.body);
    return reply.type('application/pdf').header('content-disposition', disposition).header('cache-control', 'no-store').send(file);
  });
  app.post('/api/topic/:type', { schema: { params: topicTypeParams, body: topicTypeRequest, response: { 200: topicTypeResponse } } }, async (req) =>
    service.content(ai, req.user!.id, req.params.type, req.body),
  );
};
