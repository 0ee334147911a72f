import type { SyllabusTopic, TopicNote } from '@shared/content';
import type { Executor } from '../db/database';
import { tableGeneration } from '../db/table-writes';
import { NOTE_COLUMNS, TOPIC_COLUMNS, toNote, toTopic } from './content-rows';

/** Reads of the syllabus topics and their notes, and the copy of both held in memory for the AI tasks (issue 9). */

export async function topicsByIds(db: Executor, ids: readonly string[]): Promise<SyllabusTopic[]> {
  if (!ids.length) return [];
  const held = await heldLibrary(db);
  if (held) return byIds(held.topics, ids);
  return (await db.selectFrom('syllabus_topics').select(TOPIC_COLUMNS).where('id', 'in', ids).orderBy('position').execute()).map(toTopic);
}

export async function topicsBySubjects(db: Executor, subjects: readonly string[]): Promise<SyllabusTopic[]> {
  if (!subjects.length) return [];
  return (await db.selectFrom('syllabus_topics').select(TOPIC_COLUMNS).where('subject', 'in', subjects).orderBy('position').execute()).map(toTopic);
}

/** `subjects` undefined: every subject; empty: none. */
export async function listTopics(db: Executor, f: { subjects?: readonly string[]; paperType?: string }): Promise<SyllabusTopic[]> {
  let q = db.selectFrom('syllabus_topics').select(TOPIC_COLUMNS);
  if (f.subjects) {
    if (!f.subjects.length) return [];
    q = q.where('subject', 'in', f.subjects);
  }
  if (f.paperType) q = q.where('paper_type', '=', f.paperType);
  return (await q.orderBy('position').execute()).map(toTopic);
}

/** The first Prelims topic of each subject, to suggest when the library has nothing on a question. */
export async function firstTopicPerSubject(db: Executor): Promise<SyllabusTopic[]> {
  const rows = await db
    .selectFrom('syllabus_topics')
    .select(TOPIC_COLUMNS)
    .distinctOn('subject')
    .where('paper_type', '=', 'Prelims')
    .orderBy('subject')
    .orderBy('position')
    .execute();
  return rows.map(toTopic);
}

export async function notesByTopicIds(db: Executor, topicIds: readonly string[]): Promise<TopicNote[]> {
  if (!topicIds.length) return [];
  const held = await heldLibrary(db);
  if (held) {
    const want = new Set(topicIds);
    return held.notes.filter((n) => want.has(n.topicId));
  }
  return (await db.selectFrom('topic_notes').select(NOTE_COLUMNS).where('topic_id', 'in', topicIds).orderBy('position').execute()).map(toNote);
}

export async function notesBySubject(db: Executor, subject: string): Promise<TopicNote[]> {
  return (await db.selectFrom('topic_notes').select(NOTE_COLUMNS).where('subject', '=', subject).orderBy('position').execute()).map(toNote);
}

export async function notesByIds(db: Executor, ids: readonly string[]): Promise<TopicNote[]> {
  if (!ids.length) return [];
  const held = await heldLibrary(db);
  if (held) return byIds(held.notes, ids);
  return (await db.selectFrom('topic_notes').select(NOTE_COLUMNS).where('id', 'in', ids).orderBy('position').execute()).map(toNote);
}

/** Every note and every topic, in library order: the tutor's passage index is built from them once per content hash. */
export async function allNotes(db: Executor): Promise<TopicNote[]> {
  return (await db.selectFrom('topic_notes').select(NOTE_COLUMNS).orderBy('position').execute()).map(toNote);
}
export async function allTopics(db: Executor): Promise<SyllabusTopic[]> {
  return (await db.selectFrom('syllabus_topics').select(TOPIC_COLUMNS).orderBy('position').execute()).map(toTopic);
}

// ---- topics and notes held in memory (issue 9) ----

/**
 * Every syllabus topic and note, in position order, read once per database and library version: the AI tasks look up
 * a handful by id on every uncached answer, and each lookup was a round trip decoding the same rows again (3–8 ms on
 * PGlite). Any write to these tables or to the library's version through this process drops the copy; a transaction
 * reads the tables itself (it may see its own uncommitted rows).
 */
interface HeldLibrary {
  topics: SyllabusTopic[];
  notes: TopicNote[];
}
const heldLibraries = new WeakMap<Executor, { generation: number; library: Promise<HeldLibrary> }>();
const libraryGeneration = () => tableGeneration('syllabus_topics') + tableGeneration('topic_notes') + tableGeneration('content_meta');

async function heldLibrary(db: Executor): Promise<HeldLibrary | null> {
  if (db.isTransaction) return null;
  const generation = libraryGeneration();
  const held = heldLibraries.get(db);
  if (held?.generation === generation) return held.library;
  const library = Promise.all([
    db.selectFrom('syllabus_topics').select(TOPIC_COLUMNS).orderBy('position').execute(),
    db.selectFrom('topic_notes').select(NOTE_COLUMNS).orderBy('position').execute(),
  ]).then(([topics, notes]) => ({ topics: topics.map(toTopic), notes: notes.map(toNote) }));
  heldLibraries.set(db, { generation, library });
  // a failed read is not kept; a write while it ran moves the generation, so the next call reads again
  library.catch(() => heldLibraries.get(db)?.library === library && heldLibraries.delete(db));
  return library;
}

const byIds = <T extends { id: string }>(rows: readonly T[], ids: readonly string[]): T[] => {
  const want = new Set(ids);
  return rows.filter((r) => want.has(r.id));
};
