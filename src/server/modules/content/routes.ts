import { searchQuery, searchResponse } from '@shared/content-search';
import type { Guards } from '@server/auth/guards';
import type { Db } from '@server/db/database';
import type { ZodPlugin } from '@server/http/zod';
import { search } from './service';

/** Full-text search over the content library (notes, syllabus topics, MCQs), for features to come. */
export const contentRoutes: ZodPlugin<{ db: Db; guards: Guards }> = async (app, { db, guards }) => {
  app.get('/api/content/search', { preHandler: guards.requireAccess, schema: { querystring: searchQuery, response: { 200: searchResponse } } }, async (req) =>
    search(db.kysely, req.query),
  );
};
