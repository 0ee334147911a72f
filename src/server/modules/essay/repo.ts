import type { Executor } from '@server/db/database';

/** The candidate's essays (migration 013-essay). */

const COLUMNS = [
  'id',
  'user_id',
  'topic',
  'topic_key',
  'language',
  'content',
  'word_count',
  'ai_score',
  'evaluation',
  'engine',
  'model',
  'created_at',
] as const;

export async function insertEssay(
  db: Executor,
  row: {
    user_id: string;
    topic: string;
    topic_key: string;
    language: string;
    content: string;
    word_count: number;
    target_words: number;
    ai_score: number;
    evaluation: unknown;
    engine: string;
    model: string;
    created_at: Date;
  },
) {
  return db
    .insertInto('essays')
    .values({ ...row, evaluation: JSON.stringify(row.evaluation) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
export type EssayRow = Awaited<ReturnType<typeof insertEssay>>;

/** The user's essay, or nothing when it is not theirs. */
export async function findOwnEssay(db: Executor, userId: string, id: string) {
  return db.selectFrom('essays').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function recentEssays(db: Executor, userId: string, limit: number) {
  return db
    .selectFrom('essays')
    .select(['id', 'topic', 'language', 'word_count', 'ai_score', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The user's latest essay on the same topic written before `before`. */
export async function previousOnTopic(db: Executor, userId: string, topicKey: string, before: Date, exceptId: string) {
  return db
    .selectFrom('essays')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('topic_key', '=', topicKey)
    .where('created_at', '<=', before)
    .where('id', '!=', exceptId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// ---- the draft being written ----

export async function saveDraft(
  db: Executor,
  row: { user_id: string; topic: string; content: string; language: string; target_words: number; updated_at: Date },
) {
  await db
    .insertInto('essay_drafts')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ topic: row.topic, content: row.content, language: row.language, target_words: row.target_words, updated_at: row.updated_at }),
    )
    .execute();
}

export async function findDraft(db: Executor, userId: string) {
  return db
    .selectFrom('essay_drafts')
    .select(['topic', 'content', 'language', 'target_words', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function deleteDraft(db: Executor, userId: string) {
  await db.deleteFrom('essay_drafts').where('user_id', '=', userId).execute();
}
