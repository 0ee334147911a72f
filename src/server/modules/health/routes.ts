import type { ZodPlugin } from '@server/http/zod';
import { healthResponse } from '@shared/health';
import { ping, type Db } from '@server/db/database';

export const healthRoutes: ZodPlugin<{ db: Db }> = async (app, { db }) => {
  app.get('/api/health', { schema: { response: { 200: healthResponse } } }, async () => {
    await ping(db.kysely); // a real round trip, not a constant
    return { status: 'ok' as const, db: db.kind };
  });
};
