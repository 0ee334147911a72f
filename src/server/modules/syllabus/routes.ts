import { z } from 'zod';
import { lineText } from '@shared/text';
import {
  bookList,
  bookmarkDto,
  bookmarkList,
  bookmarkParams,
  booksQuery,
  coverageDto,
  coverageTopicParams,
  createBookmarkRequest,
  markCoverageRequest,
  syllabusQuery,
  syllabusTopicList,
  syllabusTreeDto,
  topicsQuery,
  updateBookmarkRequest,
} from '@shared/syllabus';
import type { Guards } from '@server/auth/guards';
import type { Clock } from '@server/clock';
import type { Db } from '@server/db/database';
import { AppError } from '@server/http/errors';
import type { ZodPlugin } from '@server/http/zod';
import * as service from './service';
import * as shelf from './shelf';

/** The seed's GET /api/bookmarks/{userId}: any id that is not the caller's own is a 404. */
const userIdParams = z.object({ id: lineText().max(100) }).strict();

/** Syllabus tree, topics and the book library (read-only content); the candidate's bookmarks and syllabus coverage. */
export const syllabusRoutes: ZodPlugin<{ db: Db; guards: Guards; clock: Clock }> = async (app, { db, guards, clock }) => {
  const k = db.kysely;
  app.get(
    '/api/syllabus',
    { preHandler: guards.requireAccess, schema: { querystring: syllabusQuery, response: { 200: syllabusTreeDto } } },
    async (req) => service.getSyllabusTree(k, req.query.lang),
  );
  app.get(
    '/api/syllabus/topics',
    { preHandler: guards.requireAccess, schema: { querystring: topicsQuery, response: { 200: syllabusTopicList } } },
    async (req) => service.listTopics(k, req.query),
  );
  app.get(
    '/api/syllabus/books',
    { preHandler: guards.requireAccess, schema: { querystring: booksQuery, response: { 200: bookList } } },
    async (req) => service.listBooks(k, req.query),
  );

  // ---- bookmarks (spec 02 §7; the caller's own only) ----
  app.get('/api/bookmarks', { preHandler: guards.requireAccess, schema: { response: { 200: bookmarkList } } }, async (req) =>
    shelf.listBookmarks(k, req.user!.id),
  );
  app.get(
    '/api/bookmarks/:id',
    { preHandler: guards.requireAccess, schema: { params: userIdParams, response: { 200: bookmarkList } } },
    async (req) => {
      if (req.params.id !== req.user!.id) throw new AppError(404, 'not_found', 'Not found.');
      return shelf.listBookmarks(k, req.user!.id);
    },
  );
  app.post(
    '/api/bookmarks',
    { preHandler: guards.requireAccess, schema: { body: createBookmarkRequest, response: { 200: bookmarkDto } } },
    async (req) => shelf.addBookmark(k, req.user!.id, req.body.bookId, clock()),
  );
  app.patch(
    '/api/bookmarks/:id',
    { preHandler: guards.requireAccess, schema: { params: bookmarkParams, body: updateBookmarkRequest, response: { 200: bookmarkDto } } },
    async (req) => shelf.setBookmarkRead(k, req.user!.id, req.params.id, req.body.isRead, clock()),
  );
  app.delete('/api/bookmarks/:id', { preHandler: guards.requireAccess, schema: { params: bookmarkParams } }, async (req, reply) => {
    await shelf.removeBookmark(k, req.user!.id, req.params.id);
    return reply.code(204).send();
  });

  // ---- syllabus coverage ----
  app.get('/api/syllabus/coverage', { preHandler: guards.requireAccess, schema: { response: { 200: coverageDto } } }, async (req) =>
    shelf.coverage(k, req.user!.id),
  );
  app.put(
    '/api/syllabus/coverage/:topicId',
    { preHandler: guards.requireAccess, schema: { params: coverageTopicParams, body: markCoverageRequest, response: { 200: coverageDto } } },
    async (req) => shelf.markTopic(k, req.user!.id, req.params.topicId, req.body.source, clock()),
  );
  app.delete(
    '/api/syllabus/coverage/:topicId',
    { preHandler: guards.requireAccess, schema: { params: coverageTopicParams, response: { 200: coverageDto } } },
    async (req) => shelf.unmarkTopic(k, req.user!.id, req.params.topicId),
  );
};
