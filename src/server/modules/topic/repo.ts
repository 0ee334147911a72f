import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Reads of the content library for the topic explorer and the engines that answer it. */

const TOPIC_COLUMNS = ['id', 'subject', 'paper_type', 'topic_en', 'topic_mr', 'description_en', 'description_mr', 'subtopics'] as const;
const NOTE_COLUMNS = ['id', 'topic_id', 'subject', 'title_en', 'title_mr', 'summary_en', 'summary_mr', 'key_facts', 'related_topics', 'sources'] as const;
const MCQ_COLUMNS = [
  'id', 'subject', 'topic_id', 'difficulty', 'frequency', 'question_en', 'question_mr', 'options', 'answer', 'explanation_en',
  'explanation_mr', 'source', 'past_year',
] as const;

export async function topicsByIds(db: Kysely<Database>, ids: readonly string[]) {
  if (!ids.length) return [];
  return db.selectFrom('syllabus_topics').select(TOPIC_COLUMNS).where('id', 'in', ids).orderBy('position').execute();
}

export async function topicsBySubjects(db: Kysely<Database>, subjects: readonly string[]) {
  if (!subjects.length) return [];
  return db.selectFrom('syllabus_topics').select(TOPIC_COLUMNS).where('subject', 'in', subjects).orderBy('position').execute();
}

export async function notesByTopicIds(db: Kysely<Database>, topicIds: readonly string[]) {
  if (!topicIds.length) return [];
  return db.selectFrom('topic_notes').select(NOTE_COLUMNS).where('topic_id', 'in', topicIds).orderBy('position').execute();
}

export async function notesBySubject(db: Kysely<Database>, subject: string) {
  return db.selectFrom('topic_notes').select(NOTE_COLUMNS).where('subject', '=', subject).orderBy('position').execute();
}

export async function mcqsByTopicIds(db: Kysely<Database>, topicIds: readonly string[]) {
  if (!topicIds.length) return [];
  return db.selectFrom('mcqs').select(MCQ_COLUMNS).where('topic_id', 'in', topicIds).orderBy('position').execute();
}

/**
 * Questions of some subjects in a stable shuffled order (by a hash of the id and `seed`), so a quiz changes
 * from day to day but not from one request to the next.
 */
export async function mcqsBySubjects(db: Kysely<Database>, subjects: readonly string[], limit: number, seed = '') {
  if (!subjects.length) return [];
  return db
    .selectFrom('mcqs')
    .select(MCQ_COLUMNS)
    .where('subject', 'in', subjects)
    .orderBy(sql`md5(id || ${seed})`)
    .limit(limit)
    .execute();
}

export type TopicRow = Awaited<ReturnType<typeof topicsByIds>>[number];
export type NoteRow = Awaited<ReturnType<typeof notesByTopicIds>>[number];
export type McqRow = Awaited<ReturnType<typeof mcqsByTopicIds>>[number];
