/** The offline tutor on the whole library in an in-memory PGlite, as `bench:tutor` and `ask.ts` ask it. */
import { systemClock } from '../../src/server/clock';
import type { loadContent } from '../../src/server/content/load';
import { migrateToLatest, openDatabase } from '../../src/server/db/database';
import { seedContent } from '../../src/server/modules/content/seed';
import { aiForTests, aiTestUser } from '../../src/server/testing/ai';

export async function openTutor(library: ReturnType<typeof loadContent>) {
  const db = await openDatabase({ pgliteDir: 'memory://' });
  await migrateToLatest(db.kysely);
  await seedContent(db.kysely, library);
  const tutor = aiForTests(db.kysely, systemClock, await aiTestUser(db.kysely));
  return { db, tutor };
}
