import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import pino from 'pino';
import type { Config } from './config';
import { dbOptionsFromConfig, migrateToLatest, openDatabase, type Db } from './db/database';
import { installErrorHandler } from './http/errors';
import { installRequestLog } from './http/request-log';
import { installSecurityHeaders } from './http/security';
import { installWeb } from './http/static';
import { installZod } from './http/zod';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';

export interface AppDeps {
  /** An already-open database (tests share one); otherwise opened from config and closed with the app. */
  db?: Db;
}

/** Builds the whole application; `main.ts` listens, tests use `inject()`. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // Buffered, asynchronous writes: a synchronous write per log line halves throughput (bench/web-budget).
      ...(config.env === 'test' ? {} : { stream: pino.destination({ sync: false, minLength: 4096 }) }),
    },
    trustProxy: config.isProduction,
    bodyLimit: 256 * 1024,
    disableRequestLogging: true, // one line per request, below
  });
  installZod(app);
  installErrorHandler(app);
  installRequestLog(app);

  const ownsDb = !deps.db;
  const db = deps.db ?? (await openDatabase(dbOptionsFromConfig(config)));
  if (ownsDb) {
    await migrateToLatest(db.kysely);
    app.addHook('onClose', async () => db.close());
  }

  installSecurityHeaders(app, { isProduction: config.isProduction });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(healthRoutes, { db });
  await app.register(authRoutes);
  await installWeb(app, config.webDist);
  return app;
}
