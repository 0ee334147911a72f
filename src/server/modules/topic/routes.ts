import { explainRequest, explainResponse, topicTypeParams, topicTypeRequest, topicTypeResponse } from '../../../shared/topic';
import type { AiService } from '../../ai/service';
import type { Guards } from '../../auth/guards';
import type { ZodPlugin } from '../../http/zod';
import { EXPORT_BODY_LIMIT, exportPdfRequest } from './export-request';
import { explainTopicTask, topicPartTasks } from './ai-tasks';
import * as service from './service';

/** The topic explorer and topic detail page: explain a topic, one part of it, or export it. */
export const topicRoutes: ZodPlugin<{ ai: AiService; guards: Guards }> = async (app, { ai, guards }) => {
  app.post('/api/topic/explain', { preHandler: guards.requireAccess, schema: { body: explainRequest, response: { 200: explainResponse } } }, async (req) =>
    ai.run(explainTopicTask, req.user!.id, req.body),
  );
  app.post('/api/topic/export-pdf', { preHandler: guards.requireAccess, schema: { body: exportPdfRequest }, bodyLimit: EXPORT_BODY_LIMIT }, async (req, reply) => {
    const { pdf, disposition } = await service.exportPdf(req.body);
    return reply.type('application/pdf').header('content-disposition', disposition).header('cache-control', 'no-store').send(pdf);
  });
  app.post('/api/topic/:type', { preHandler: guards.requireAccess, schema: { params: topicTypeParams, body: topicTypeRequest, response: { 200: topicTypeResponse } } }, async (req) =>
    ai.run(topicPartTasks[req.params.type], req.user!.id, req.body),
  );
};
