import type { ZodPlugin } from '../../http/zod';
import { userDto } from '../../../shared/auth';
import { updateUserRequest, userIdParams } from '../../../shared/user';
import type { Guards } from '../../auth/guards';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { getUser, resolveOwnId, updateUser } from './service';

export const userRoutes: ZodPlugin<{ db: Db; guards: Guards; clock: Clock }> = async (app, d) => {
  app.addHook('preHandler', d.guards.requireUser);
  app.get('/api/user/:id', { schema: { params: userIdParams, response: { 200: userDto } } }, async (req) => {
    const { id } = req.params as { id: string };
    return getUser(d.db.kysely, resolveOwnId(id, req.user!.id));
  });
  app.patch('/api/user/:id', { schema: { params: userIdParams, body: updateUserRequest, response: { 200: userDto } } }, async (req) => {
    const { id } = req.params as { id: string };
    return updateUser(d.db.kysely, resolveOwnId(id, req.user!.id), req.body as never, d.clock());
  });
};
