import { bookList, booksQuery, syllabusQuery, syllabusTopicList, syllabusTreeDto, topicsQuery } from '../../../shared/syllabus';
import type { Db } from '../../db/database';
import type { ZodPlugin } from '../../http/zod';
import * as service from './service';

/** Syllabus tree, syllabus topics and the book library: read-only, from the seeded content library. */
export const syllabusRoutes: ZodPlugin<{ db: Db }> = async (app, { db }) => {
  app.get('/api/syllabus', { schema: { querystring: syllabusQuery, response: { 200: syllabusTreeDto } } }, async (req) =>
    service.getSyllabusTree(db.kysely, req.query.lang),
  );
  app.get('/api/syllabus/topics', { schema: { querystring: topicsQuery, response: { 200: syllabusTopicList } } }, async (req) =>
    service.listTopics(db.kysely, req.query),
  );
  app.get('/api/syllabus/books', { schema: { querystring: booksQuery, response: { 200: bookList } } }, async (req) =>
    service.listBooks(db.kysely, req.query),
  );
};
