import { bookList, booksQuery, syllabusQuery, syllabusTopicList, syllabusTreeDto, topicsQuery } from '@shared/syllabus';
import type { Guards } from '@server/auth/guards';
import type { Db } from '@server/db/database';
import type { ZodPlugin } from '@server/http/zod';
import * as service from './service';

/** Syllabus tree, syllabus topics and the book library: read-only, from the seeded content library. */
export const syllabusRoutes: ZodPlugin<{ db: Db; guards: Guards }> = async (app, { db, guards }) => {
  app.get(
    '/api/syllabus',
    { preHandler: guards.requireAccess, schema: { querystring: syllabusQuery, response: { 200: syllabusTreeDto } } },
    async (req) => service.getSyllabusTree(db.kysely, req.query.lang),
  );
  app.get(
    '/api/syllabus/topics',
    { preHandler: guards.requireAccess, schema: { querystring: topicsQuery, response: { 200: syllabusTopicList } } },
    async (req) => service.listTopics(db.kysely, req.query),
  );
  app.get(
    '/api/syllabus/books',
    { preHandler: guards.requireAccess, schema: { querystring: booksQuery, response: { 200: bookList } } },
    async (req) => service.listBooks(db.kysely, req.query),
  );
};
