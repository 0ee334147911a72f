import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { signedInUser, type TestUser } from '@server/testing/users';

/** Round trips of the hot paths (issue 9): counted from Kysely's own log of every statement. */
let t: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { AI_DAILY_LIMIT: '4', AI_CACHE_TTL_HOURS: '1' },
    onQuery: (sql) => {
      // the job queue's poller runs on its own timer, not for the request being counted
      if (!/\bjobs\b/.test(sql)) statements.push(sql);
    },
  });
  // the tutor's index is built by the first answer (seconds on a loaded machine): built here, so the counted requests
  // below follow each other well within the 3 s a session is answered from memory (a longer gap would add a re-read)
  await (await signedInUser(t)).inject('POST', '/api/chat/ask', { message: 'Who founded the Satyashodhak Samaj?' });
});
afterAll(async () => t.close());

async function counted(u: TestUser, url: string, body: object) {
  statements = [];
  const res = await u.inject('POST', url, body);
  return { res, sql: [...statements] };
}

describe('round trips', () => {
  it('a cached AI answer is one statement (quota and cache together); the session and library version come from memory', async () => {
    const u = await signedInUser(t);
    const first = await counted(u, '/api/chat/ask', { message: 'What are Fundamental Rights?' });
    expect(first.res.json()).toMatchObject({ cached: false });
    const again = await counted(u, '/api/chat/ask', { message: 'what are  fundamental rights?' });
    expect(again.res.statusCode).toBe(200);
    expect(again.res.json()).toMatchObject({ cached: true, response: first.res.json().response });
    expect(again.sql, again.sql.join('\n---\n')).toHaveLength(1);
    expect(again.sql[0]).toMatch(/insert into ai_usage[\s\S]*ai_cache/);
    // asked again on this instance: the entry is held here, so the one statement only counts the request
    const third = await counted(u, '/api/chat/ask', { message: 'What are Fundamental Rights?' });
    expect(third.res.json()).toEqual(again.res.json());
    expect(third.sql, third.sql.join('\n---\n')).toHaveLength(1);
    expect(third.sql[0]).toMatch(/insert into ai_usage/);
    expect(third.sql[0]).not.toMatch(/ai_cache/);
  });

  it('the quota stays exact: past the limit a cached answer is refused too', async () => {
    const u = await signedInUser(t);
    for (let i = 0; i < 4; i++) expect((await u.inject('POST', '/api/chat/ask', { message: 'What are Fundamental Rights?' })).statusCode).toBe(200);
    const over = await u.inject('POST', '/api/chat/ask', { message: 'What are Fundamental Rights?' });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('quota_exceeded');
    const row = await t.db.kysely.selectFrom('ai_usage').select('count').where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.count).toBe(4);
  });

  it('a reseed (a new library version) is seen at once: older answers are not reused', async () => {
    const u = await signedInUser(t);
    expect((await u.inject('POST', '/api/chat/ask', { message: 'What is the Preamble?' })).json().cached).toBe(false);
    expect((await u.inject('POST', '/api/chat/ask', { message: 'What is the Preamble?' })).json().cached).toBe(true);
    const hash = await t.db.kysely.selectFrom('content_meta').select('value').where('key', '=', 'content_hash').executeTakeFirstOrThrow();
    const value = `reseeded${hash.value}`; // as seeding writes it: an upsert
    await t.db.kysely
      .insertInto('content_meta')
      .values({ key: 'content_hash', value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    const after = await counted(u, '/api/chat/ask', { message: 'What is the Preamble?' });
    expect(after.res.json().cached).toBe(false);
    expect(after.sql.some((s) => /from "content_meta"/.test(s))).toBe(true); // read again once
    // the version is held again: one statement (the answer above rebuilt the tutor's index for the new version, which
    // takes seconds on a loaded machine — past the 3 s a session is answered from memory, so it may be read once more)
    const later = (await counted(u, '/api/chat/ask', { message: 'What is the Preamble?' })).sql.filter((q) => !/from "sessions"/.test(q));
    expect(later, later.join('\n---\n')).toHaveLength(1);
    expect(later[0]).toMatch(/insert into ai_usage/);
  });
});
