import type { ZodPlugin } from '@server/http/zod';
import { z } from 'zod';
import { DAY_MS } from '@server/clock';
import type { Db } from '@server/db/database';
import { AppError } from '@server/http/errors';
import { lineText } from '@shared/text';

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
};
