import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors';

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts among those we hold (br before gzip); q=0 refuses one. */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = accepted.get('*');
  for (const encoding of available) {
    const q = accepted.get(encoding) ?? wildcard ?? 0;
    if (q > 0) return encoding;
  }
  return null;
}

/** Strips the .br/.gz a precompressed sibling adds, to decide headers by the original file. */
const originalPath = (path: string) => path.replace(/\.(br|gz)$/, '');

/**
 * Serves the built SPA: hashed files under /assets are immutable for a year, index.html is never cached,
 * any other GET that accepts HTML gets index.html (client-side routes); unknown /api/* is a JSON 404.
 * Text files go out as the .br (quality 11) or .gz the build wrote next to them (scripts/precompress.mjs),
 * chosen by Accept-Encoding with `Vary: Accept-Encoding`: nothing static is compressed per request.
 */
export async function installWeb(app: FastifyInstance, webDist: string) {
  const indexFile = join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    const assetsDir = join(webDist, 'assets');
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(reply, path) {
        const file = originalPath(path);
        if (file.startsWith(assetsDir)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (file.endsWith('.html')) reply.header('Cache-Control', 'no-cache');
        else reply.header('Cache-Control', 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web build not found: run `npm run build`; serving the API only');
  }
  // Read once; index.html changes only with a new build (and a restart).
  const indexHtml = hasWeb ? readFileSync(indexFile) : null;
  const indexEncoded: Partial<Record<Encoding, Buffer>> = {};
  if (hasWeb) {
    if (existsSync(`${indexFile}.br`)) indexEncoded.br = readFileSync(`${indexFile}.br`);
    if (existsSync(`${indexFile}.gz`)) indexEncoded.gzip = readFileSync(`${indexFile}.gz`);
  }
  const indexEncodings = Object.keys(indexEncoded) as Encoding[];

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (!wantsPage) return sendError(reply, 404, 'not_found', `No route ${req.method} ${path}`);
    if (path.startsWith('/assets/') || !indexHtml) return sendError(reply, 404, 'not_found', `Not found: ${path}`);
    reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (indexEncodings.length === 0) return reply.send(indexHtml);
    reply.header('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(req.headers['accept-encoding'], indexEncodings);
    if (!encoding) return reply.send(indexHtml);
    return reply.header('Content-Encoding', encoding).send(indexEncoded[encoding]);
  });
}
