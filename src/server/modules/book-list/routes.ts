import { bookListResponse } from '@shared/book-list';
import type { Guards } from '@server/auth/guards';
import type { Db } from '@server/db/database';
import type { ZodPlugin } from '@server/http/zod';
import * as library from '@server/library';

/** The static subject-wise book list (spec 02 §2): signed in, not behind the access guard, as the spec says. */
export const bookListRoutes: ZodPlugin<{ db: Db; guards: Guards }> = async (app, { db, guards }) => {
  app.get('/api/book-list', { preHandler: guards.requireUser, schema: { response: { 200: bookListResponse } } }, async () =>
    library.bookListGroups(db.kysely),
  );
};
