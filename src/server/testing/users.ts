import type { InjectOptions } from 'fastify';
import { SessionService, SESSION_COOKIE } from '../auth/sessions';
import { DAY_MS, systemClock, type Clock } from '../clock';
import type { TestApp } from './test-app';

let n = 0;
export type TestUser = Awaited<ReturnType<typeof signedInUser>>;

/**
 * A user with a session, made directly in the database (sign-in itself is tested in modules/auth): `trialDaysAgo`
 * past the trial length makes a user whose access has expired.
 */
export async function signedInUser(t: TestApp, opts: { trialDaysAgo?: number; clock?: Clock; phone?: string } = {}) {
  const clock = opts.clock ?? systemClock;
  const now = clock();
  const phone = opts.phone ?? `+9196${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
  const user = await t.db.kysely
    .insertInto('users')
    .values({ phone_number: phone, trial_started_at: new Date(now.getTime() - (opts.trialDaysAgo ?? 0) * DAY_MS), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: cookie } = await new SessionService(t.db.kysely, clock).create(user.id);
  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown, extra: Partial<InjectOptions> = {}) =>
    t.app.inject({ method, url, payload: payload as InjectOptions['payload'], cookies: { [SESSION_COOKIE]: cookie }, ...extra });
  return { id: user.id, cookie, inject };
}
