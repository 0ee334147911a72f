import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fakeClock } from '../../testing/fakes';
import { signedInUser, type TestUser } from '../../testing/users';

/**
 * Shared setup of the mock-test API tests (mock-*.test.ts): a seeded app on a fake clock with two signed-in users,
 * one per test file (`setUpMockTests()` at the top of the file registers its hooks), the mock every test starts from,
 * and the helpers that create a mock, save an answer and read the answer key.
 */

export const clock = fakeClock(new Date('2026-06-01T10:00:00Z'));
export let t: TestApp;
export let u: TestUser;
export let other: TestUser;
export function setUpMockTests(): void {
  beforeAll(async () => {
    t = await createTestApp({ seed: true, deps: { clock } });
    u = await signedInUser(t, { clock });
    other = await signedInUser(t, { clock });
  });
  afterAll(async () => t.close());
}

export const TOPIC = 'polity-statutory-bodies';
export const MOCK = { subjects: ['polity'], topics: [TOPIC], difficulty: 'medium', questionCount: 5, language: 'english' };

export async function answerKey(ids: string[]): Promise<Map<string, number>> {
  const rows = await t.db.kysely.selectFrom('mcqs').select(['id', 'answer']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.answer]));
}
export async function newMock(user: TestUser, body: object = MOCK) {
  const res = await user.inject('POST', '/api/mock-test/generate', body);
  expect(res.statusCode).toBe(200);
  return res.json();
}
export const put = (user: TestUser, id: string, qid: string, body: object) => user.inject('PUT', `/api/attempts/${id}/answers/${qid}`, body);
