import {
  editableQuestion,
  importRequest,
  questionEditRequest,
  questionEditResponse,
  questionSearchQuery,
  questionSearchResults,
  importResponse,
  questionIdParams,
  reportedQuestions,
  reportIdParams,
  reportsQuery,
  retireRequest,
  retirementResponse,
  updateReportRequest,
  updateReportResponse,
} from '@shared/admin';
import type { Guards } from '../../auth/guards';
import type { Db } from '../../db/database';
import type { ZodPlugin } from '../../http/zod';
import { findQuestions, openQuestion, saveQuestion } from './edit';
import { importFile, listReports, restoreQuestion, retireQuestion, updateReport } from './service';

/**
 * The content team's desk (issue 12; docs/decisions/009-question-bank-desk.md): reported questions, retiring and
 * restoring a question, importing questions. Admins only (ADMIN_PHONES), on the server.
 */
export const adminRoutes: ZodPlugin<{ db: Db; guards: Guards; contentDir: string }> = async (app, { db, guards, contentDir }) => {
  const { requireAdmin } = guards;

  app.get(
    '/api/admin/reports',
    { preHandler: requireAdmin, schema: { querystring: reportsQuery, response: { 200: reportedQuestions } } },
    async (req) => listReports(db, req.query.status),
  );
  app.patch(
    '/api/admin/reports/:id',
    { preHandler: requireAdmin, schema: { params: reportIdParams, body: updateReportRequest, response: { 200: updateReportResponse } } },
    async (req) => updateReport(db, req.params.id, req.body.status),
  );
  app.post(
    '/api/admin/questions/:id/retire',
    { preHandler: requireAdmin, schema: { params: questionIdParams, body: retireRequest, response: { 200: retirementResponse } } },
    async (req) => retireQuestion(db, req.params.id, req.body.reason, req.user!.id),
  );
  app.delete(
    '/api/admin/questions/:id/retire',
    { preHandler: requireAdmin, schema: { params: questionIdParams, response: { 200: retirementResponse } } },
    async (req) => restoreQuestion(db, req.params.id),
  );
  app.get(
    '/api/admin/questions',
    { preHandler: requireAdmin, schema: { querystring: questionSearchQuery, response: { 200: questionSearchResults } } },
    async (req) => findQuestions(db, req.query.q),
  );
  app.get(
    '/api/admin/questions/:id',
    { preHandler: requireAdmin, schema: { params: questionIdParams, response: { 200: editableQuestion } } },
    async (req) => openQuestion(db, contentDir, req.params.id),
  );
  app.put(
    '/api/admin/questions/:id',
    { preHandler: requireAdmin, schema: { params: questionIdParams, body: questionEditRequest, response: { 200: questionEditResponse } } },
    async (req) => saveQuestion(db, contentDir, req.params.id, req.body, req.user!.id),
  );
  app.post(
    '/api/admin/questions/import',
    { preHandler: requireAdmin, bodyLimit: 3 * 1024 * 1024, schema: { body: importRequest, response: { 200: importResponse } } },
    async (req) => importFile(db, contentDir, req.body, req.user!.id),
  );
};
