import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/database';
import { seedContent } from './seed';
import { miniLibrary } from '@server/testing/content-fixture';
import { openTestDb } from '@server/testing/test-db';
import { contentVersion, notesByIds, notesByTopicIds, searchContent, topicsByIds } from '@server/library';

/** Static content held in memory per library version (issue 9): same answers as the tables, fewer round trips. */
let db: Db;
let statements: string[] = [];
beforeAll(async () => {
  db = await openTestDb({ onQuery: (sql) => statements.push(sql) });
  await seedContent(db.kysely, miniLibrary());
});
afterAll(() => db.close());

async function count<T>(fn: () => Promise<T>): Promise<{ value: T; sql: string[] }> {
  statements = [];
  const value = await fn();
  return { value, sql: [...statements] };
}

describe('topics and notes held in memory', () => {
  it('answer as the tables do (a transaction reads the tables), and a repeat costs no statement', async () => {
    const topicIds = ['economy-inflation', 'polity-parliament', 'no-such-topic'];
    const fromTables = await db.kysely.transaction().execute(async (trx) => ({
      topics: await topicsByIds(trx, topicIds),
      notes: await notesByTopicIds(trx, topicIds),
    }));
    expect(fromTables.topics.map((t) => t.id).sort()).toEqual(['economy-inflation', 'polity-parliament']);
    expect(fromTables.notes.length).toBeGreaterThan(0);
    await topicsByIds(db.kysely, topicIds);
    const again = await count(async () => ({
      topics: await topicsByIds(db.kysely, topicIds),
      notes: await notesByTopicIds(db.kysely, topicIds),
      byId: await notesByIds(
        db.kysely,
        fromTables.notes.map((n) => n.id),
      ),
    }));
    expect(again.sql).toEqual([]);
    expect(again.value.topics).toEqual(fromTables.topics);
    expect(again.value.notes).toEqual(fromTables.notes);
    expect(again.value.byId).toEqual(fromTables.notes);
  });

  it('a write to the notes through this process is seen by the next read', async () => {
    const [note] = await notesByTopicIds(db.kysely, ['polity-parliament']);
    expect(note).toBeDefined();
    await db.kysely.updateTable('topic_notes').set({ title_en: 'Parliament, revised' }).where('id', '=', note!.id).execute();
    expect((await notesByIds(db.kysely, [note!.id]))[0]!.title.en).toBe('Parliament, revised');
  });

  it('the library version is read once, and again after a seed', async () => {
    const v = await contentVersion(db.kysely);
    expect((await count(() => contentVersion(db.kysely))).sql).toEqual([]);
    const lib = miniLibrary();
    lib.topics[0]!.description.en += ' Changed.';
    await seedContent(db.kysely, lib);
    const after = await count(() => contentVersion(db.kysely));
    expect(after.sql).toHaveLength(1);
    expect(after.value).not.toBe(v);
  });
});

describe('searchContent without snippets', () => {
  it('finds the same hits in the same order, without reading or cutting the bodies', async () => {
    const shown = await searchContent(db.kysely, 'parliament');
    const inner = await count(() => searchContent(db.kysely, 'parliament', { snippets: false }));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.some((h) => h.snippet !== '')).toBe(true);
    expect(inner.value).toEqual(shown.map((h) => ({ ...h, snippet: '' })));
    expect(inner.sql.join('\n')).not.toMatch(/summary_en|description_en/);
  });
});
