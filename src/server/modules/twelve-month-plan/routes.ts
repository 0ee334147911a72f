import { planProgressDto, planProgressRequest, twelveMonthPlanResponse } from '@shared/twelve-month-plan';
import type { Guards } from '@server/auth/guards';
import type { Clock } from '@server/clock';
import type { Db } from '@server/db/database';
import type { ZodPlugin } from '@server/http/zod';
import * as library from '@server/library';
import * as service from './service';

/** The 12-month plan (spec 02 §2) and the candidate's progress through it; signed in, not behind the access guard. */
export const twelveMonthPlanRoutes: ZodPlugin<{ db: Db; guards: Guards; clock: Clock }> = async (app, { db, guards, clock }) => {
  const k = db.kysely;
  app.get('/api/twelve-month-plan', { preHandler: guards.requireUser, schema: { response: { 200: twelveMonthPlanResponse } } }, async () => ({
    plan: await library.twelveMonthPlan(k),
  }));
  app.get('/api/twelve-month-plan/progress', { preHandler: guards.requireUser, schema: { response: { 200: planProgressDto } } }, async (req) =>
    service.progress(k, req.user!.id, clock()),
  );
  app.put(
    '/api/twelve-month-plan/progress',
    { preHandler: guards.requireUser, schema: { body: planProgressRequest, response: { 200: planProgressDto } } },
    async (req) => service.setStart(k, req.user!.id, req.body.startMonth, clock()),
  );
};
