import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/database';
import { queueForReview, takeReviewInbox, type ReviewSeed } from './review-queue';
import { openTestDb } from './testing/test-db';

let db: Db;
const users: string[] = [];
beforeAll(async () => {
  db = await openTestDb();
  for (const phone of ['+919600000001', '+919600000002']) {
    const u = await db.kysely.insertInto('users').values({ phone_number: phone }).returning('id').executeTakeFirstOrThrow();
    users.push(u.id);
  }
});
afterAll(() => db.close());

const seed = (ref: string, over: Partial<ReviewSeed> = {}): ReviewSeed => ({
  source: 'exam',
  sourceRef: ref,
  language: 'en',
  front: `Question ${ref}`,
  back: `Answer ${ref}`,
  ...over,
});

describe('the review queue inbox', () => {
  it('queues a thing once however often it is sent, per language', async () => {
    const [a] = users;
    expect(await queueForReview(db.kysely, a!, [seed('q1'), seed('q2')])).toBe(2);
    expect(await queueForReview(db.kysely, a!, [seed('q1'), seed('q1', { language: 'mr' })])).toBe(1);
    expect(await queueForReview(db.kysely, a!, [])).toBe(0);
  });

  it('hands the owner its own pending items once, oldest first, with every field', async () => {
    const [a, b] = users;
    await queueForReview(db.kysely, b!, [seed('q9', { source: 'maps', subjectId: 'maharashtra-geography', explanation: 'why', citation: 'Census' })]);
    const first = await takeReviewInbox(db.kysely, a!);
    expect(first.map((i) => `${i.sourceRef}/${i.language}`)).toEqual(['q1/en', 'q2/en', 'q1/mr']);
    expect(await takeReviewInbox(db.kysely, a!)).toEqual([]);
    const other = await takeReviewInbox(db.kysely, b!);
    expect(other).toHaveLength(1);
    expect(other[0]).toMatchObject({
      source: 'maps',
      subjectId: 'maharashtra-geography',
      topicId: null,
      explanation: 'why',
      citation: 'Census',
      front: 'Question q9',
    });
    // consumed items are not queued again by a second send
    expect(await queueForReview(db.kysely, b!, [seed('q9', { source: 'maps' })])).toBe(0);
  });
});
