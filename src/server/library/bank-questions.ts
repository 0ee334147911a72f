import { sql } from 'kysely';
import type { BankQuestion, SyllabusTopic } from '@shared/content';
import type { Executor } from '../db/database';
import { MCQ_COLUMNS, toQuestion, toTopic, type TopicRow } from './content-rows';

/**
 * Reads of the prelims question bank (mcqs): by id, by topic or by subject (the last two leave out retired questions), and
 * the counts per syllabus topic.
 */

/** Bank questions by id (any order; the exam engine restores its own). */
export async function questionsByIdSet(db: Executor, ids: readonly string[]): Promise<BankQuestion[]> {
  if (!ids.length) return [];
  return (await db.selectFrom('mcqs').select(MCQ_COLUMNS).where('id', 'in', ids).execute()).map(toQuestion);
}

/** Questions the content team retired (modules/admin): they leave papers and practice lists, never past attempts. */
export const retiredIds = (db: Executor) => db.selectFrom('question_retirements').select('question_id');

export async function questionsByTopicIds(db: Executor, topicIds: readonly string[]): Promise<BankQuestion[]> {
  if (!topicIds.length) return [];
  return (
    await db
      .selectFrom('mcqs')
      .select(MCQ_COLUMNS)
      .where('topic_id', 'in', topicIds)
      .where('id', 'not in', retiredIds(db))
      .orderBy('position')
      .execute()
  ).map(toQuestion);
}

/**
 * Questions of some subjects in a stable shuffled order (by a hash of the id and `seed`), so a quiz changes
 * from day to day but not from one request to the next.
 */
export async function questionsBySubjects(db: Executor, subjects: readonly string[], limit: number, seed = ''): Promise<BankQuestion[]> {
  if (!subjects.length) return [];
  const rows = await db
    .selectFrom('mcqs')
    .select(MCQ_COLUMNS)
    .where('subject', 'in', subjects)
    .where('id', 'not in', retiredIds(db))
    .orderBy(sql`md5(id || ${seed})`)
    .limit(limit)
    .execute();
  return rows.map(toQuestion);
}

/** A syllabus topic with its bank questions counted by difficulty and by how often the topic is asked. */
export interface TopicQuestionStats {
  topic: SyllabusTopic;
  total: number;
  easy: number;
  medium: number;
  hard: number;
  frequent: number;
  moderate: number;
}

export async function topicsWithQuestionStats(db: Executor, subjects: readonly string[]): Promise<TopicQuestionStats[]> {
  if (!subjects.length) return [];
  const r = await sql<TopicRow & { total: number; easy: number; medium: number; hard: number; frequent: number; moderate: number }>`
    select t.id, t.subject, t.paper_type, t.topic_en, t.topic_mr, t.description_en, t.description_mr, t.subtopics,
      count(m.id)::int as total,
      count(m.id) filter (where m.difficulty = 'easy')::int as easy,
      count(m.id) filter (where m.difficulty = 'medium')::int as medium,
      count(m.id) filter (where m.difficulty = 'hard')::int as hard,
      count(m.id) filter (where m.frequency = 'frequent')::int as frequent,
      count(m.id) filter (where m.frequency = 'moderate')::int as moderate
    from syllabus_topics t left join mcqs m on m.topic_id = t.id and m.id not in (select question_id from question_retirements)
    where t.subject in (${sql.join(subjects)})
    group by t.id order by t.position`.execute(db);
  return r.rows.map(({ total, easy, medium, hard, frequent, moderate, ...t }) => ({
    topic: toTopic(t),
    total,
    easy,
    medium,
    hard,
    frequent,
    moderate,
  }));
}
