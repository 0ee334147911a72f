import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { filesFingerprint } from '@server/content/fingerprint';
import type { Executor } from '@server/db/database';
import { seedContentAtStart, storedHash } from './seed';

const FILES_KEY = 'content_files_hash';
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
