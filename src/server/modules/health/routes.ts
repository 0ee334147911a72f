import type { ZodPlugin } from '@server/http/zod';
import { healthResponse } from '@shared/health';
import type { Db } from '@server/db/database';

export const healthRoutes: ZodPlugin<{ db: Db }> = async (app, { db }) => {
  app.get('/api/health', { schema: { response: { 200: healthResponse } } }, async () => {
    await db.ping(); // a real answer from the database (PGlite: its thread), not a constant
    return { status: 'ok' as const, db: db.kind };
  });
};
