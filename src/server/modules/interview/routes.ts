import {
  answerParams,
  answerRequest,
  interviewQuestionDto,
  interviewSession,
  interviewSessionList,
  sessionParams,
  startInterviewRequest,
} from '@shared/interview';
import type { AiService } from '@server/ai/service';
import type { Guards } from '@server/auth/guards';
import type { Clock } from '@server/clock';
import type { Db } from '@server/db/database';
import type { ZodPlugin } from '@server/http/zod';
import * as service from './service';

/** Interview practice (spec 02 §2, issue 14): the candidate's own sessions only, behind the access guard. */
export const interviewRoutes: ZodPlugin<{ ai: AiService; db: Db; guards: Guards; clock: Clock }> = async (app, { ai, db, guards, clock }) => {
  const k = db.kysely;
  app.post(
    '/api/interview/questions',
    { preHandler: guards.requireAccess, schema: { body: startInterviewRequest, response: { 200: interviewSession } } },
    async (req) => service.start(k, req.user!.id, req.body, clock()),
  );
  app.get('/api/interview/sessions', { preHandler: guards.requireAccess, schema: { response: { 200: interviewSessionList } } }, async (req) => ({
    sessions: await service.list(k, req.user!.id),
  }));
  app.get(
    '/api/interview/sessions/:id',
    { preHandler: guards.requireAccess, schema: { params: sessionParams, response: { 200: interviewSession } } },
    async (req) => service.get(k, req.user!.id, req.params.id),
  );
  app.put(
    '/api/interview/sessions/:id/answers/:position',
    { preHandler: guards.requireAccess, schema: { params: answerParams, body: answerRequest, response: { 200: interviewQuestionDto } } },
    async (req) => service.answer(k, ai, req.user!.id, req.params.id, req.params.position, req.body, clock()),
  );
  app.post(
    '/api/interview/sessions/:id/end',
    { preHandler: guards.requireAccess, schema: { params: sessionParams, response: { 200: interviewSession } } },
    async (req) => service.end(k, req.user!.id, req.params.id, clock()),
  );
};
