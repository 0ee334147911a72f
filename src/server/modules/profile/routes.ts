import { userDto } from '@shared/auth';
import { updateProfileRequest } from '@shared/profile';
import type { Guards } from '@server/auth/guards';
import type { Clock } from '@server/clock';
import type { Db } from '@server/db/database';
import type { ZodPlugin } from '@server/http/zod';
import { getProfile, updateProfile } from './service';

/** The signed-in candidate's own profile (there is no way to name anyone else's). */
export const profileRoutes: ZodPlugin<{ db: Db; guards: Guards; clock: Clock }> = async (app, d) => {
  app.get('/api/profile', { preHandler: d.guards.requireUser, schema: { response: { 200: userDto } } }, async (req) =>
    getProfile(d.db.kysely, req.user!.id),
  );
  app.patch('/api/profile', { preHandler: d.guards.requireUser, schema: { body: updateProfileRequest, response: { 200: userDto } } }, async (req) =>
    updateProfile(d.db.kysely, req.user!.id, req.body, d.clock()),
  );
};
