import {
  essayDetail,
  essayDraft,
  essayDraftResponse,
  essayDraftSaved,
  essayGenerateRequest,
  essayGenerateResponse,
  essayListResponse,
  essayParams,
  essaySubmitRequest,
  essayTopicsResponse,
} from '@shared/essay';
import type { AiService } from '@server/ai/service';
import type { Guards } from '@server/auth/guards';
import type { Clock } from '@server/clock';
import type { Executor } from '@server/db/database';
import type { ZodPlugin } from '@server/http/zod';
import { generateEssayTask } from './ai-tasks';
import * as service from './service';

/** Essay practice: suggested topics, a model outline or essay, the candidate's essays scored with the rubric. */
export const essayRoutes: ZodPlugin<{ ai: AiService; db: Executor; guards: Guards; clock: Clock }> = async (app, { ai, db, guards, clock }) => {
  app.get('/api/essay/topics', { preHandler: guards.requireAccess, schema: { response: { 200: essayTopicsResponse } } }, async () => ({
    topics: await service.suggestions(db),
  }));
  app.post(
    '/api/essay/generate',
    { preHandler: guards.requireAccess, schema: { body: essayGenerateRequest, response: { 200: essayGenerateResponse } } },
    async (req) => ai.run(generateEssayTask, req.user!.id, req.body),
  );
  app.post('/api/essay', { preHandler: guards.requireAccess, schema: { body: essaySubmitRequest, response: { 200: essayDetail } } }, async (req) =>
    service.submit(db, ai, req.user!.id, req.body, clock),
  );
  app.get('/api/essay', { preHandler: guards.requireAccess, schema: { response: { 200: essayListResponse } } }, async (req) => ({
    essays: await service.recent(db, req.user!.id),
  }));
  app.get('/api/essay/draft', { preHandler: guards.requireAccess, schema: { response: { 200: essayDraftResponse } } }, async (req) =>
    service.draft(db, req.user!.id),
  );
  app.put('/api/essay/draft', { preHandler: guards.requireAccess, schema: { body: essayDraft, response: { 200: essayDraftSaved } } }, async (req) =>
    service.saveDraft(db, req.user!.id, req.body, clock),
  );
  app.get('/api/essay/:id', { preHandler: guards.requireAccess, schema: { params: essayParams, response: { 200: essayDetail } } }, async (req) =>
    service.get(db, req.user!.id, req.params.id),
  );
};
