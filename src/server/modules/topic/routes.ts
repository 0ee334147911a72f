import { explainRequest, explainResponse, topicTypeParams, topicTypeRequest, topicTypeResponse } from '@shared/topic';
import type { AiService } from '@server/ai/service';
import type { Guards } from '@server/auth/guards';
import type { Clock } from '@server/clock';
import type { Config } from '@server/config';
import type { Executor } from '@server/db/database';
import { spend } from '@server/http/budget';
import type { ZodPlugin } from '@server/http/zod';
import { explainTopicTask, topicPartTasks } from './ai-tasks';
import { EXPORT_BODY_LIMIT, exportPdfRequest } from './export-request';
import { pdfRenderer } from './render-pdf';
import * as service from './service';

export interface TopicRouteDeps {
  ai: AiService;
  guards: Guards;
  db: Executor;
  clock: Clock;
  pdf: Config['pdf'];
}

/** The topic explorer and topic detail page: explain a topic, one part of it, or export it as a PDF. */
export const topicRoutes: ZodPlugin<TopicRouteDeps> = async (app, { ai, guards, db, clock, pdf }) => {
  const renderer = pdfRenderer({ timeoutMs: pdf.timeoutMs, maxConcurrent: pdf.maxConcurrent });
  const exportBudget = {
    kind: 'pdf-export',
    limit: pdf.exportsPerHour,
    windowMs: 60 * 60 * 1000,
    message: 'Too many PDF exports. Please try again later.',
  };

  app.post(
    '/api/topic/explain',
    { preHandler: guards.requireAccess, schema: { body: explainRequest, response: { 200: explainResponse } } },
    async (req) => ai.run(explainTopicTask, req.user!.id, req.body),
  );
  app.post(
    '/api/topic/export-pdf',
    { preHandler: guards.requireAccess, schema: { body: exportPdfRequest }, bodyLimit: EXPORT_BODY_LIMIT },
    async (req, reply) => {
      await spend(db, exportBudget, req.user!.id, clock());
      const { pdf: file, disposition } = await service.exportPdf(renderer, req.body);
      return reply.type('application/pdf').header('content-disposition', disposition).header('cache-control', 'no-store').send(file);
    },
  );
  app.post(
    '/api/topic/:type',
    { preHandler: guards.requireAccess, schema: { params: topicTypeParams, body: topicTypeRequest, response: { 200: topicTypeResponse } } },
    async (req) => ai.run(topicPartTasks[req.params.type], req.user!.id, req.body),
  );
};
