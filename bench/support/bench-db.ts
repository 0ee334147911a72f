import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SessionService } from '../../src/server/auth/sessions';
import { DAY_MS } from '../../src/server/clock';
import type { Executor } from '../../src/server/db/database';

/** `n` users on a monthly plan, each with a session; returns their session cookies. Phones are `prefix` + 8 digits. */
export async function paidSessions(db: Executor, n: number, prefix: string, now = new Date()): Promise<string[]> {
  const sessions = new SessionService(db, () => new Date());
  const cookies: string[] = [];
  for (let i = 0; i < n; i++) {
    const u = await db
      .insertInto('users')
      .values({
        phone_number: `${prefix}${String(i).padStart(8, '0')}`,
        trial_started_at: now,
        created_at: now,
        updated_at: now,
        plan_type: 'monthly',
        paid_until: new Date(now.getTime() + 30 * DAY_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    cookies.push((await sessions.create(u.id)).id);
  }
  return cookies;
}

/** Runs `fn` against a throw-away database on the server at `adminUrl`, dropped afterwards. */
export async function withScratchDatabase<T>(adminUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `abhyas_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
