import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import pino from 'pino';
import type { Config } from './config';
import { dbOptionsFromConfig, migrateToLatest, openDatabase, type Db } from './db/database';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandler } from './http/errors';
import { REDACT_PATHS, safeErrorSerializer } from './http/log-redact';
import { installLoadShedding } from './http/load-shedding';
import { installRequestLog } from './http/request-log';
import { installSecurityHeaders, securityHeaders } from './http/security';
import { installWeb } from './http/static';
import { installZod } from './http/zod';
import cookie from '@fastify/cookie';
import { firebaseVerifier } from './auth/firebase';
import { makeGuards } from './auth/guards';
import { OtpService } from './auth/otp';
import { HOST_SESSION_COOKIE, SESSION_COOKIE, SessionService } from './auth/sessions';
import { smsSenderFromConfig, type SmsSender } from './auth/sms';
import { systemClock, type Clock } from './clock';
import { installOriginCheck } from './http/origin';
import { authRoutes } from './modules/auth/routes';
import { PaymentService } from './modules/subscription/payments';
import { subscriptionRoutes, WEBHOOK_PATH } from './modules/subscription/routes';
import { testingRoutes } from './modules/testing/routes';
import { profileRoutes } from './modules/profile/routes';
import { healthRoutes } from './modules/health/routes';
import { contentRoutes } from './modules/content/routes';
import { seedContentWhenFilesChanged } from './modules/content/seed-at-start';
import { syllabusRoutes } from './modules/syllabus/routes';
import type { LanguageModel } from 'ai';
import { createAi } from './ai/create';
import { AI_TASKS } from './ai-tasks';
import { aiRoutes } from './modules/ai/routes';
import { chatRoutes } from './modules/chat/routes';
import { studyPlanRoutes } from './modules/study-plan/routes';
import { topicRoutes } from './modules/topic/routes';
import { adminRoutes } from './modules/admin/routes';
import { examRoutes } from './modules/exam/routes';
import { bookListRoutes } from './modules/book-list/routes';
import { twelveMonthPlanRoutes } from './modules/twelve-month-plan/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { essayRoutes } from './modules/essay/routes';
import { newsRoutes } from './modules/news/routes';
import { scannerRoutes } from './modules/scanner/routes';
import { mainsRoutes } from './modules/mains/routes';
import { JobQueue } from './jobs';
import { OcrPool } from './ocr';
import { flashcardsRoutes } from './modules/flashcards/routes';
import { mapsRoutes } from './modules/maps/routes';
import { interviewRoutes } from './modules/interview/routes';

export interface AppDeps {
  /** An already-open database (tests share one); otherwise opened from config and closed with the app. */
  db?: Db;
  /** Fake clocks in tests. */
  clock?: Clock;
  sms?: SmsSender;
  fetchImpl?: typeof fetch;
  /** Replaces the configured AI provider's model (tests: the AI SDK's MockLanguageModelV3). */
  aiModel?: LanguageModel;
  /** Sees every route as it is registered (the route fuzz test enumerates the route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** TRUST_PROXY as a hop count: the socket's peer and the next n-1 X-Forwarded-For entries from the right are proxies. */
const hops = (n: number) => (_addr: string, i: number) => i < n;

/** Builds the whole application; `main.ts` listens, tests use `inject()`. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const headerOpts = {
    isProduction: config.isProduction,
    firebaseProjectId: config.firebase?.projectId,
    firebaseAuthDomain: config.firebase?.authDomain,
  };
  const headers = securityHeaders(headerOpts);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: REDACT_PATHS,
      serializers: { err: safeErrorSerializer },
      // Buffered, asynchronous writes: a synchronous write per log line halves throughput (bench/web-budget).
      ...(config.env === 'test' ? {} : { stream: pino.destination({ sync: false }) }),
    },
    // Unset, no proxy is trusted: with `true` the left-most, client-written X-Forwarded-For won (issue 19, item 2).
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    bodyLimit: 256 * 1024,
    // A body that dribbles in is cut at requestTimeout; an idle socket at connectionTimeout (issue 19, item 10).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    // Node checks those timeouts on this interval (default 30 s): a quarter of the timeout keeps the cut close to it.
    // Headers must not get longer than the whole request (Node's default is 60 s).
    http: {
      connectionsCheckingInterval: Math.max(250, Math.floor(config.requestTimeoutMs / 4)),
      headersTimeout: Math.min(config.requestTimeoutMs, 60_000),
      requestTimeout: config.requestTimeoutMs,
    },
    // Ids are UUIDs or short slugs: anything longer can't name a resource (answered 414 by frameworkErrors).
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
    logController: new LogController({ disableRequestLogging: true }), // one line per request: http/request-log.ts
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  installZod(app);
  installErrorHandler(app);
  installRequestLog(app);

  const ownsDb = !deps.db;
  const db = deps.db ?? (await openDatabase(dbOptionsFromConfig(config)));
  if (ownsDb) app.addHook('onClose', async () => db.close());

  installSecurityHeaders(app, headerOpts);
  await installLoadShedding(app, { maxEventLoopDelayMs: config.loadShedEventLoopDelayMs });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie, { hook: false }); // setCookie only; the session id is read lazily (auth/sessions.ts)
  // JSON routes take JSON only: text/plain (a classic CSRF vector) is 415.
  app.removeContentTypeParser('text/plain');
  installOriginCheck(app, { publicUrl: config.publicUrl, exempt: [WEBHOOK_PATH] });

  const clock = deps.clock ?? systemClock;
  const sms = deps.sms ?? smsSenderFromConfig(config, (m) => app.log.warn(m));
  const sessions = new SessionService(db.kysely, clock, config.secureCookies ? HOST_SESSION_COOKIE : SESSION_COOKIE);
  const guards = makeGuards(sessions, config.trialDays, clock, config.adminPhones);
  const otp = new OtpService({
    db: db.kysely,
    sms,
    clock,
    secret: config.sessionSecret,
    sendsPerIpPerHour: config.otpSendsPerIpPerHour,
    smsPerHour: config.smsPerHour,
    smsPerPrefixPerHour: config.smsPerPrefixPerHour,
    testPhones: config.testPhones,
    testOtpCode: config.testOtpCode,
  });
  const firebase = config.firebase
    ? firebaseVerifier({ projectId: config.firebase.projectId, jwksUrl: config.firebase.jwksUrl, clock, fetchImpl: deps.fetchImpl })
    : null;
  const payments = new PaymentService({ db: db.kysely, config, clock, fetchImpl: deps.fetchImpl });

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { config, db, clock, otp, sessions, guards, firebase });
  await app.register(profileRoutes, { db, guards, clock });
  await app.register(subscriptionRoutes, { guards, payments, publicUrl: config.publicUrl, isProduction: config.isProduction });
  if (config.env === 'test') await app.register(testingRoutes, { db });
  await app.register(syllabusRoutes, { db, guards, clock });
  await app.register(bookListRoutes, { db, guards });
  await app.register(twelveMonthPlanRoutes, { db, guards, clock });
  await app.register(dashboardRoutes, { db, guards, clock });
  await app.register(mapsRoutes, { db, guards, clock });
  await app.register(examRoutes, { db, guards, clock });
  await app.register(adminRoutes, { db, guards, contentDir: config.contentDir });
  await app.register(contentRoutes, { db, guards });
  // The AI features (issue 5), each behind requireAccess.
  // quota charges share statements (group commit); two of them may run at once: on Postgres two of the pool's 10
  // connections, on PGlite the second is pipelined behind the first (db/pglite-dialect.ts)
  const quotaStatementsInFlight = 2;
  const ai = createAi({ config: config.ai, db: db.kysely, clock, tasks: AI_TASKS, log: app.log, model: deps.aiModel, quotaStatementsInFlight });
  await app.register(chatRoutes, { ai, guards });
  await app.register(studyPlanRoutes, { ai, db, guards, clock });
  await app.register(topicRoutes, { ai, guards, db: db.kysely, clock, pdf: config.pdf });
  await app.register(aiRoutes, { ai, guards });
  await app.register(essayRoutes, { ai, db: db.kysely, guards, clock });
  await app.register(newsRoutes, {
    ai,
    guards,
    db: db.kysely,
    clock,
    news: config.news,
    pdf: config.pdf,
    embeddedDataDir: config.databaseUrl ? null : config.dataDir,
    fetchImpl: deps.fetchImpl,
  });
  await app.register(scannerRoutes, { ai, db, guards });
  // Background jobs (OCR of mains answers) on the app's own database; stopped before the database closes.
  const jobs = new JobQueue({ db: db.kysely, clock, log: app.log });
  const ocrPool = new OcrPool({ size: 1 });
  app.addHook('preClose', async () => {
    await jobs.stop();
    await ocrPool.close();
  });
  await app.register(mainsRoutes, { db: db.kysely, ai, guards, clock, jobs, ocrPool });
  await app.register(flashcardsRoutes, { db, ai, guards, clock });
  await app.register(interviewRoutes, { ai, db, guards, clock });
  await installWeb(app, config.webDist);
  if (ownsDb) {
    // After the routes: PGlite boots in its thread while they are registered (issue 9, start-up).
    await migrateToLatest(db.kysely);
    // content/ is parsed only when its files changed, and seeded only when the library did; tests seed their own
    // (createTestApp({ seed: true })).
    await seedContentWhenFilesChanged(db.kysely, config.contentDir, app.log);
  }
  jobs.start();
  return app;
}
