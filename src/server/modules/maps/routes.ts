import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  analyticsDto,
  bookmarkParams,
  createBookmarkRequest,
  hotspotDto,
  layerFilter,
  layersQuery,
  locateAttemptRequest,
  locateAttemptResult,
  locateQuizDto,
  mapBookmarkDto,
  mapCategoryDto,
  mapLayerDto,
  mapQuizDto,
  progressDto,
  progressRequest,
  quizAttemptRequest,
  quizAttemptResult,
} from '@shared/maps';
import type { Guards } from '@server/auth/guards';
import type { Clock } from '@server/clock';
import type { Db } from '@server/db/database';
import type { ZodPlugin } from '@server/http/zod';
import * as bookmarks from './bookmarks';
import * as service from './service';

/** Premium layers open to a paid plan only; the guard has computed the caller's access. */
const paid = (req: FastifyRequest) => req.access?.isPaid === true;

/** Map Master (spec 02 §2, §7; issue 17): content reads, server-scored attempts, progress, analytics, bookmarks. */
export const mapsRoutes: ZodPlugin<{ db: Db; guards: Guards; clock: Clock }> = async (app, { db, guards, clock }) => {
  const k = db.kysely;
  const guard = guards.requireAccess;
  app.get('/api/maps/categories', { preHandler: guard, schema: { response: { 200: z.array(mapCategoryDto) } } }, async () => service.categories(k));
  app.get('/api/maps/layers', { preHandler: guard, schema: { querystring: layersQuery, response: { 200: z.array(mapLayerDto) } } }, async (req) =>
    service.layers(k, paid(req), req.query.categoryId),
  );
  app.get('/api/maps/hotspots', { preHandler: guard, schema: { querystring: layerFilter, response: { 200: z.array(hotspotDto) } } }, async (req) =>
    service.hotspots(k, paid(req), req.query.layerId),
  );
  app.get('/api/maps/quizzes', { preHandler: guard, schema: { querystring: layerFilter, response: { 200: z.array(mapQuizDto) } } }, async (req) =>
    service.quizzes(k, paid(req), req.query.layerId),
  );
  app.get(
    '/api/maps/locate-quizzes',
    { preHandler: guard, schema: { querystring: layerFilter, response: { 200: z.array(locateQuizDto) } } },
    async (req) => service.locateQuizzes(k, paid(req), req.query.layerId),
  );
  app.post('/api/maps/quiz-attempt', { preHandler: guard, schema: { body: quizAttemptRequest, response: { 200: quizAttemptResult } } }, async (req) =>
    service.attemptQuiz(k, req.user!.id, paid(req), req.body, clock()),
  );
  app.post(
    '/api/maps/locate-attempt',
    { preHandler: guard, schema: { body: locateAttemptRequest, response: { 200: locateAttemptResult } } },
    async (req) => service.attemptLocate(k, req.user!.id, paid(req), req.body, clock()),
  );
  app.get('/api/maps/progress', { preHandler: guard, schema: { response: { 200: progressDto } } }, async (req) => service.progress(k, req.user!.id));
  app.post('/api/maps/progress', { preHandler: guard, schema: { body: progressRequest, response: { 200: progressDto } } }, async (req) =>
    service.recordProgress(k, req.user!.id, paid(req), req.body, clock()),
  );
  app.get('/api/maps/analytics', { preHandler: guard, schema: { response: { 200: analyticsDto } } }, async (req) =>
    service.analytics(k, req.user!.id),
  );
  app.get('/api/maps/bookmarks', { preHandler: guard, schema: { response: { 200: z.array(mapBookmarkDto) } } }, async (req) =>
    bookmarks.listBookmarks(k, req.user!.id, paid(req)),
  );
  app.post('/api/maps/bookmarks', { preHandler: guard, schema: { body: createBookmarkRequest, response: { 200: mapBookmarkDto } } }, async (req) =>
    bookmarks.addBookmark(k, req.user!.id, paid(req), req.body, clock()),
  );
  app.delete('/api/maps/bookmarks/:id', { preHandler: guard, schema: { params: bookmarkParams } }, async (req, reply) => {
    await bookmarks.removeBookmark(k, req.user!.id, req.params.id);
    return reply.code(204).send();
  });
};
