import { dashboardDto } from '@shared/dashboard';
import type { Guards } from '@server/auth/guards';
import type { Clock } from '@server/clock';
import type { Db } from '@server/db/database';
import type { ZodPlugin } from '@server/http/zod';
import * as service from './service';

/** The candidate's home (/dashboard). */
export const dashboardRoutes: ZodPlugin<{ db: Db; guards: Guards; clock: Clock }> = async (app, { db, guards, clock }) => {
  app.get('/api/dashboard', { preHandler: guards.requireUser, schema: { response: { 200: dashboardDto } } }, async (req) =>
    service.dashboard(db.kysely, req.user!.id, clock()),
  );
};
