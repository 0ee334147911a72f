import type { ZodPlugin } from '@server/http/zod';
import { z } from 'zod';
import { DAY_MS, indiaDay } from '@server/clock';
import type { Db } from '@server/db/database';
import { AppError } from '@server/http/errors';
import { lineText } from '@shared/text';
import { insertFeedNews, newsPackRow } from '@server/library';
import { NEWS_FIXTURE } from '@server/testing/news-fixture';

/**
 * Test-only helpers for the end-to-end suite (registered only when NODE_ENV=test, never in development
 * or production): move a user's trial start back in time.
 */
export const testingRoutes: ZodPlugin<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/_test/age-trial',
    { schema: { body: z.object({ phoneNumber: lineText().max(32), daysAgo: z.number().int().min(0).max(400) }).strict() } },
    async (req) => {
      const { phoneNumber, daysAgo } = req.body;
      const r = await db.kysely
        .updateTable('users')
        .set({ trial_started_at: new Date(Date.now() - daysAgo * DAY_MS), paid_until: null, plan_type: null })
        .where('phone_number', '=', phoneNumber)
        .returning('id')
        .executeTakeFirst();
      if (!r) throw new AppError(404, 'not_found', 'No such user');
      return { ok: true };
    },
  );
  // current affairs (e2e/news.e2e.ts): the test items, dated today, whatever the curated pack holds
  app.post('/api/_test/news-fixture', async () => {
    const today = indiaDay(new Date());
    const rows = NEWS_FIXTURE.map((n, i) => {
      const { origin: _o, position: _p, ...row } = newsPackRow({ ...n, date: today }, i);
      return { ...row, id: `e2e-${n.id}`, url: `${n.source.url}#e2e-${n.id}`, url_key: `e2e/${n.id}` };
    });
    return { added: await insertFeedNews(db.kysely, rows) };
  });
};
