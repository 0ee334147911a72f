import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; fonts (woff2) and images are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);

/**
 * Build-time compression of dist/web (called by vite.config.ts after the bundle is written).
 * Writes `file.br` (brotli quality 11) and `file.gz` (gzip level 9) next to every text file under `dir`,
 * at build time, so the server sends them as they are (src/server/http/static.ts) instead of compressing each
 * request. Every text file gets both, even a tiny one, so no static response is left to on-the-fly
 * compression.
 */
export function precompressDir(dir) {
  const result = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const walk = (path) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      if (!PRECOMPRESSED_EXTENSIONS.has(extname(name))) continue;
      const body = readFileSync(full);
      const br = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      const gz = gzipSync(body, { level: 9 });
      writeFileSync(`${full}.br`, br);
      writeFileSync(`${full}.gz`, gz);
      result.files += 1;
      result.bytes += body.length;
      result.br += br.length;
      result.gzip += gz.length;
    }
  };
  walk(dir);
  return result;
}
