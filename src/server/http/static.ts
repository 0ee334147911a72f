import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors';

/**
 * Serves the built SPA: hashed files under /assets are immutable for a year, index.html is never cached,
 * any other GET that accepts HTML gets index.html (client-side routes); unknown /api/* is a JSON 404.
 */
export async function installWeb(app: FastifyInstance, webDist: string) {
  const indexFile = join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders(reply, path) {
        if (path.includes(`${join(webDist, 'assets')}`)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (path.endsWith('.html')) reply.header('Cache-Control', 'no-cache');
        else reply.header('Cache-Control', 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web build not found: run `npm run build`; serving the API only');
  }
  // Read once; index.html changes only with a new build (and a restart).
  const indexHtml = hasWeb ? readFileSync(indexFile) : null;

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (!wantsPage) return sendError(reply, 404, 'not_found', `No route ${req.method} ${path}`);
    if (path.startsWith('/assets/') || !indexHtml) return sendError(reply, 404, 'not_found', `Not found: ${path}`);
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
