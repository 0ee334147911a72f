import {
  answerParams,
  attemptIdParams,
  attemptReview,
  attemptView,
  dailyCheck,
  dailyGenerateRequest,
  dailySubmitRequest,
  examResult,
  mockGenerateRequest,
  mockTopics,
  questionReportRequest,
  questionReportResponse,
  recentMocks,
  saveAnswerRequest,
  saveAnswerResponse,
} from '@shared/exam';
import { z } from 'zod';
import type { Guards } from '../../auth/guards';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { ZodPlugin } from '../../http/zod';
import { checkDaily, generateDaily, submitDaily } from './daily';
import { generateMock, recentMocks as listRecent, mockTopicList } from './mock';
import { reportQuestion, reviewAttempt } from './review';
import { getAttempt, saveAnswer, submit } from './service';

const reportParams = answerParams;

/**
 * The exam engine under three URL roots (docs/decisions/006-exam-engine.md): /api/attempts (both products),
 * /api/mock-test and /api/daily-exam. Attempts need access (trial or paid); the daily paper needs a paid plan.
 */
export const examRoutes: ZodPlugin<{ db: Db; guards: Guards; clock: Clock }> = async (app, { db, guards, clock }) => {
  const { requireAccess, requirePaid } = guards;

  app.get('/api/attempts/:id', { preHandler: requireAccess, schema: { params: attemptIdParams, response: { 200: attemptView } } }, async (req) =>
    getAttempt(db, req.user!.id, req.params.id, clock()),
  );
  app.put(
    '/api/attempts/:id/answers/:questionId',
    { preHandler: requireAccess, schema: { params: answerParams, body: saveAnswerRequest, response: { 200: saveAnswerResponse } } },
    async (req) => saveAnswer(db, req.user!.id, req.params.id, req.params.questionId, req.body, clock()),
  );
  app.post(
    '/api/attempts/:id/submit',
    { preHandler: requireAccess, schema: { params: attemptIdParams, body: z.unknown().nullish(), response: { 200: examResult } } },
    async (req) => submit(db, req.user!.id, req.params.id, clock()),
  );
  app.get(
    '/api/attempts/:id/review',
    { preHandler: requireAccess, schema: { params: attemptIdParams, response: { 200: attemptReview } } },
    async (req) => reviewAttempt(db, req.user!.id, req.params.id, clock()),
  );
  app.post(
    '/api/attempts/:id/questions/:questionId/report',
    { preHandler: requireAccess, schema: { params: reportParams, body: questionReportRequest, response: { 200: questionReportResponse } } },
    async (req) => reportQuestion(db, req.user!.id, req.params.id, req.params.questionId, req.body, clock()),
  );

  app.get('/api/mock-test', { preHandler: requireAccess, schema: { response: { 200: recentMocks } } }, async (req) => listRecent(db, req.user!.id));
  app.get('/api/mock-test/topics', { preHandler: requireAccess, schema: { response: { 200: mockTopics } } }, async () => mockTopicList(db));
  app.post(
    '/api/mock-test/generate',
    { preHandler: requireAccess, schema: { body: mockGenerateRequest, response: { 200: attemptView } } },
    async (req) => generateMock(db, req.user!.id, req.body, clock()),
  );

  app.get('/api/daily-exam/check', { preHandler: requirePaid, schema: { response: { 200: dailyCheck } } }, async (req) =>
    checkDaily(db, req.user!.id, clock()),
  );
  app.post(
    '/api/daily-exam/generate',
    { preHandler: requirePaid, schema: { body: dailyGenerateRequest, response: { 200: attemptView } } },
    async (req) => generateDaily(db, req.user!.id, req.body, clock()),
  );
  app.post(
    '/api/daily-exam/submit',
    { preHandler: requirePaid, schema: { body: dailySubmitRequest.nullish(), response: { 200: examResult } } },
    async (req) => submitDaily(db, req.user!.id, req.body?.attemptId, clock()),
  );
};
