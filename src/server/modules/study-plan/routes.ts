import {
  currentPlanResponse,
  microPlanRequest,
  microPlanResponse,
  ninetyDayRequest,
  studyPlanResponse,
  updateDayParams,
  updateDayRequest,
} from '@shared/study-plan';
import type { AiService } from '@server/ai/service';
import type { Guards } from '@server/auth/guards';
import type { Clock } from '@server/clock';
import type { Db } from '@server/db/database';
import type { ZodPlugin } from '@server/http/zod';
import { microPlanTask } from './ai-tasks';
import * as service from './service';

/** The study planner and the 90-day plan. */
export const studyPlanRoutes: ZodPlugin<{ ai: AiService; db: Db; guards: Guards; clock: Clock }> = async (app, { ai, db, guards, clock }) => {
  app.post(
    '/api/study-plan/micro',
    { preHandler: guards.requireAccess, schema: { body: microPlanRequest, response: { 200: microPlanResponse } } },
    async (req) => ai.run(microPlanTask, req.user!.id, req.body),
  );
  app.post(
    '/api/study-plan/generate-90-day',
    { preHandler: guards.requireAccess, schema: { body: ninetyDayRequest, response: { 200: studyPlanResponse } } },
    async (req) => service.generatePlan(db.kysely, ai, req.user!.id, req.body, clock),
  );
  app.get('/api/study-plan/current', { preHandler: guards.requireAccess, schema: { response: { 200: currentPlanResponse } } }, async (req) =>
    service.currentPlan(db.kysely, req.user!.id),
  );
  app.patch(
    '/api/study-plan/:planId/day/:day',
    { preHandler: guards.requireAccess, schema: { params: updateDayParams, body: updateDayRequest, response: { 200: currentPlanResponse } } },
    async (req) => service.updateDay(db.kysely, req.user!.id, req.params.planId, req.params.day, req.body, clock),
  );
};
