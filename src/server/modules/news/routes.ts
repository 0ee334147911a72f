import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import {
  newsIngestResponse,
  newsItemParams,
  newsMarathiResponse,
  newsMonthParams,
  newsMonthQuery,
  newsReviewRequest,
  newsReviewResponse,
  newsTodayQuery,
  newsTodayResponse,
  summarizeRequest,
  summarizeResponse,
} from '@shared/news';
import type { AiService } from '@server/ai/service';
import type { Guards } from '@server/auth/guards';
import type { Clock } from '@server/clock';
import type { Config } from '@server/config';
import type { Executor } from '@server/db/database';
import { spend } from '@server/http/budget';
import { AppError } from '@server/http/errors';
import type { ZodPlugin } from '@server/http/zod';
import { summarizeNewsTask } from './ai-tasks';
import { ingestFeeds } from './ingest';
import { newsSchedule, removeHandshake, writeHandshake, type Handshake } from './schedule';
import * as service from './service';

export interface NewsRouteDeps {
  ai: AiService;
  guards: Guards;
  db: Executor;
  clock: Clock;
  news: Config['news'];
  pdf: Config['pdf'];
  /** PGlite's directory when the database is embedded (the ingest script's handshake lives there); null on Postgres */
  embeddedDataDir: string | null;
  fetchImpl?: typeof fetch;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Current affairs (issue 16): the feed, the summary tab, practice from the news, the monthly PDF, live ingest. */
export const newsRoutes: ZodPlugin<NewsRouteDeps> = async (app, d) => {
  const { ai, guards, db, clock } = d;
  const ingest = () => ingestFeeds(db, { feeds: d.news.feeds, timeoutMs: d.news.fetchTimeoutMs, now: clock(), fetchImpl: d.fetchImpl, log: app.log });
  const schedule = newsSchedule(ingest, d.news.intervalMinutes, app.log);
  if (d.news.feeds.length) {
    app.addHook('onReady', async () => schedule.start());
  }
  app.addHook('onClose', async () => schedule.stop());

  let handshake: Handshake | null = null;
  if (d.embeddedDataDir) {
    const dir = d.embeddedDataDir;
    app.addHook('onListen', async () => {
      handshake = writeHandshake(dir, (app.server.address() as AddressInfo).port);
    });
    app.addHook('onClose', async () => {
      if (handshake) removeHandshake(dir);
    });
  }
  /** The ingest script's guard: a loopback caller holding the token the server wrote in DATA_DIR. */
  const requireIngestToken = async (req: FastifyRequest) => {
    const given = Buffer.from(String(req.headers['x-ingest-token'] ?? ''));
    const want = Buffer.from(handshake?.token ?? '');
    const ok = want.length > 0 && given.length === want.length && timingSafeEqual(given, want) && LOOPBACK.has(req.socket.remoteAddress ?? '');
    if (!ok) throw new AppError(403, 'forbidden', 'Not allowed.');
  };

  app.get(
    '/api/news/today',
    { preHandler: guards.requireAccess, schema: { querystring: newsTodayQuery, response: { 200: newsTodayResponse } } },
    async (req) => service.today(db, clock, req.query, ai.engine.id !== 'offline'),
  );
  app.post(
    '/api/news/items/:id/review',
    { preHandler: guards.requireAccess, schema: { params: newsItemParams, body: newsReviewRequest, response: { 200: newsReviewResponse } } },
    async (req) => service.addToReview(db, ai, req.user!.id, req.params.id, req.body.language),
  );
  app.post(
    '/api/news/items/:id/marathi-summary',
    { preHandler: guards.requireAccess, schema: { params: newsItemParams, response: { 200: newsMarathiResponse } } },
    async (req) => service.marathiSummary(db, ai, req.user!.id, req.params.id),
  );
  const running = { n: 0, max: d.pdf.maxConcurrent };
  const exportBudget = {
    kind: 'pdf-export',
    limit: d.pdf.exportsPerHour,
    windowMs: 60 * 60 * 1000,
    message: 'Too many PDF exports. Please try again later.',
  };
  app.get(
    '/api/news/month/:month/pdf',
    { preHandler: guards.requireAccess, schema: { params: newsMonthParams, querystring: newsMonthQuery } },
    async (req, reply) => {
      await spend(db, exportBudget, req.user!.id, clock());
      const file = await service.monthPdf(db, req.params.month, req.query.language, { timeoutMs: d.pdf.timeoutMs, running });
      const name = `current-affairs-${req.params.month}-${req.query.language === 'marathi' ? 'mr' : 'en'}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
  app.post(
    '/api/current-affairs/summarize',
    { preHandler: guards.requireAccess, schema: { body: summarizeRequest, response: { 200: summarizeResponse } } },
    async (req) => ai.run(summarizeNewsTask, req.user!.id, req.body),
  );
  // not a candidate's route: the ingest script's (scripts/news-ingest.ts), guarded by the token in DATA_DIR
  app.post('/api/news/ingest', { preHandler: requireIngestToken, schema: { response: { 200: newsIngestResponse } } }, async () => schedule.runNow());
};
