import { summariseRequest, summariseResponse } from '@shared/ai';
import type { AiService } from '@server/ai/service';
import type { Guards } from '@server/auth/guards';
import type { ZodPlugin } from '@server/http/zod';
import { summariseTask } from './ai-tasks';

/** AI tasks for features to come: extractive (or model) summaries of a text, e.g. a news item. */
export const aiRoutes: ZodPlugin<{ ai: AiService; guards: Guards }> = async (app, { ai, guards }) => {
  app.post(
    '/api/ai/summarise',
    { preHandler: guards.requireAccess, schema: { body: summariseRequest, response: { 200: summariseResponse } } },
    async (req) => ai.run(summariseTask, req.user!.id, req.body),
  );
};
