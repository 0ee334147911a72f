import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '@server/db/database';
import { seedContentAtStart, storedHash } from './seed';

const FILES_KEY = 'content_files_hash';
/**
 * The code that turns content/ into rows (loader, schemas, row mapping): a change to it must re-parse unchanged files.
 * From a checkout these folders are hashed; a deployment without the sources hashes the running server bundle.
 */
const CODE_DIRS = ['src/server/content', 'src/shared', 'src/server/modules/content'];

/**
 * Start-up (issue 9): parsing and validating the whole YAML library took 1–6 s at every start only to find its hash
 * unchanged. Its raw bytes (and the code that reads them) hash in milliseconds: when that fingerprint is the one
 * stored by the last seed, and the database holds a seeded library, nothing is parsed. Otherwise the library is
 * loaded, checked and seeded as before (seedContentAtStart), and the fingerprint stored after it.
 */
export async function seedContentWhenFilesChanged(
  db: Executor,
  contentDir: string,
  log: Pick<FastifyBaseLogger, 'info'>,
  codeRoot = process.cwd(),
): Promise<{ parsed: boolean }> {
  if (!existsSync(contentDir)) return seedContentAtStart(db, contentDir, log).then(() => ({ parsed: true }));
  const started = performance.now();
  const files = filesFingerprint(contentDir, codeRoot);
  const [stored, seeded] = await Promise.all([storedFilesHash(db), storedHash(db)]);
  if (stored === files && seeded) {
    log.info({ hashMs: Math.round(performance.now() - started), files: files.slice(0, 12) }, 'content library unchanged (files not parsed)');
    return { parsed: false };
  }
  await seedContentAtStart(db, contentDir, log);
  await db
    .insertInto('content_meta')
    .values({ key: FILES_KEY, value: files })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: files }))
    .execute();
  return { parsed: true };
}

async function storedFilesHash(db: Executor): Promise<string | undefined> {
  return (await db.selectFrom('content_meta').select('value').where('key', '=', FILES_KEY).executeTakeFirst())?.value;
}

/** sha256 over every file's path and bytes under content/, then the code's. */
export function filesFingerprint(contentDir: string, codeRoot: string): string {
  const h = createHash('sha256');
  const add = (root: string, label: string) => {
    for (const file of walk(root)) h.update(`${label}:${relative(root, file)}\n`).update(readFileSync(file));
  };
  add(resolve(contentDir), 'content');
  const code = CODE_DIRS.map((d) => join(codeRoot, d)).filter((d) => existsSync(d));
  if (code.length) for (const d of code) add(d, d);
  else h.update(readFileSync(fileURLToPath(import.meta.url)));
  return h.digest('hex');
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}
