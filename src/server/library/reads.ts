import { sql, type Selectable } from 'kysely';
import {
  glossaryEntry,
  type BankQuestion,
  type Bilingual,
  type Book,
  type GlossaryEntry,
  type Source,
  type SyllabusTopic,
  type TopicNote,
} from '@shared/content';
import type { Executor } from '../db/database';
import { tableGeneration } from '../db/table-writes';
import type { BooksTable, ContentDocumentsTable, McqsTable, SyllabusTopicsTable, TopicNotesTable } from '../db/schema';

/**
 * Every read of the content tables (syllabus, notes, questions, books, papers), for the AI engine and the feature
 * modules alike. Rows stay in here: callers get the shared content types.
 */

const TOPIC_COLUMNS = ['id', 'subject', 'paper_type', 'topic_en', 'topic_mr', 'description_en', 'description_mr', 'subtopics'] as const;
const NOTE_COLUMNS = [
  'id',
  'topic_id',
  'subject',
  'title_en',
  'title_mr',
  'summary_en',
  'summary_mr',
  'key_facts',
  'related_topics',
  'sources',
] as const;
const MCQ_COLUMNS = [
  'id',
  'subject',
  'topic_id',
  'difficulty',
  'frequency',
  'question_en',
  'question_mr',
  'options',
  'answer',
  'explanation_en',
  'explanation_mr',
  'source',
  'past_year',
] as const;
const BOOK_COLUMNS = [
  'id',
  'book_title',
  'author',
  'subject',
  'paper_type',
  'language',
  'format',
  'is_recommended',
  'tags',
  'notes',
  'access_link',
  'planner_subjects',
] as const;

/** The rows the columns above select, typed from the tables themselves. */
type TopicRow = Pick<Selectable<SyllabusTopicsTable>, (typeof TOPIC_COLUMNS)[number]>;
type NoteRow = Pick<Selectable<TopicNotesTable>, (typeof NOTE_COLUMNS)[number]>;
type McqRow = Pick<Selectable<McqsTable>, (typeof MCQ_COLUMNS)[number]>;
type BookRow = Pick<Selectable<BooksTable>, (typeof BOOK_COLUMNS)[number]>;

const toTopic = (r: TopicRow): SyllabusTopic => ({
  id: r.id,
  subject: r.subject as SyllabusTopic['subject'],
  paperType: r.paper_type as SyllabusTopic['paperType'],
  topic: { en: r.topic_en, mr: r.topic_mr },
  description: { en: r.description_en, mr: r.description_mr },
  subtopics: r.subtopics,
});
const toNote = (r: NoteRow): TopicNote => ({
  id: r.id,
  topicId: r.topic_id,
  subject: r.subject as TopicNote['subject'],
  title: { en: r.title_en, mr: r.title_mr },
  summary: { en: r.summary_en, mr: r.summary_mr },
  keyFacts: r.key_facts,
  relatedTopics: r.related_topics,
  sources: r.sources,
});
const toQuestion = (r: McqRow): BankQuestion => ({
  id: r.id,
  subject: r.subject as BankQuestion['subject'],
  topicId: r.topic_id,
  difficulty: r.difficulty as BankQuestion['difficulty'],
  frequency: r.frequency as BankQuestion['frequency'],
  question: { en: r.question_en, mr: r.question_mr },
  options: r.options,
  answer: r.answer,
  explanation: { en: r.explanation_en, mr: r.explanation_mr },
  source: r.source,
  pastYear: r.past_year,
});
const toBook = (r: BookRow): Book => ({
  id: r.id,
  bookTitle: r.book_title,
  author: r.author,
  subject: r.subject as Book['subject'],
  paperType: r.paper_type as Book['paperType'],
  language: r.language as Book['language'],
  format: r.format as Book['format'],
  isRecommended: r.is_recommended,
  tags: r.tags,
  notes: r.notes,
  accessLink: r.access_link,
  plannerSubjects: r.planner_subjects as Book['plannerSubjects'],
});

// ---- topics and notes ----

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

// ---- bank questions ----

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

// ---- books ----

export async function booksForPlannerSubject(db: Executor, subject: string): Promise<Book[]> {
  const rows = await db
    .selectFrom('books')
    .select(BOOK_COLUMNS)
    .where(sql<boolean>`planner_subjects @> ${JSON.stringify([subject])}::jsonb`)
    .orderBy('position')
    .execute();
  return rows.map(toBook);
}

export async function listBooks(db: Executor, f: { subject?: string; paperType?: string; languages?: readonly string[] }): Promise<Book[]> {
  let q = db.selectFrom('books').select(BOOK_COLUMNS);
  if (f.subject) q = q.where('subject', '=', f.subject);
  if (f.paperType) q = q.where('paper_type', '=', f.paperType);
  if (f.languages) q = q.where('language', 'in', f.languages);
  return (await q.orderBy('position').execute()).map(toBook);
}

// ---- the syllabus tree ----

export interface ExamPaper {
  id: string;
  stage: 'prelims' | 'mains';
  name: Bilingual;
  marks: number | null;
  questions: number | null;
  durationMinutes: number | null;
  nature: Bilingual | null;
  sections: { title: Bilingual; topics: Bilingual[] }[];
}

export async function examPapers(db: Executor): Promise<ExamPaper[]> {
  const rows = await db.selectFrom('syllabus_papers').selectAll().orderBy('position').execute();
  return rows.map((p) => ({
    id: p.id,
    stage: p.stage,
    name: { en: p.name_en, mr: p.name_mr },
    marks: p.marks,
    questions: p.questions,
    durationMinutes: p.duration_minutes,
    nature: p.nature,
    sections: p.sections,
  }));
}

async function findDocument(db: Executor, id: ContentDocumentsTable['id']): Promise<unknown> {
  const r = await db.selectFrom('content_documents').select('data').where('id', '=', id).executeTakeFirst();
  return r?.data;
}

/** The exam the syllabus tree belongs to and where it is published. */
export async function examHeader(db: Executor): Promise<{ exam: Bilingual; source: Source } | null> {
  return ((await findDocument(db, 'syllabus')) as { exam: Bilingual; source: Source } | undefined) ?? null;
}

const versions = new WeakMap<Executor, { value: string; generation: number }>();

/**
 * The fingerprint of the seeded library (modules/content/seed.ts): answers drawn from an older library are not reused.
 * Read once per database per process (issue 9): it changes only when content is seeded, a write to content_meta that
 * db/table-writes.ts sees, after which the next call reads it again.
 */
export async function contentVersion(db: Executor): Promise<string> {
  const generation = tableGeneration('content_meta');
  const held = versions.get(db);
  if (held?.generation === generation) return held.value;
  const rows = await db.selectFrom('content_meta').select(['key', 'value']).where('key', 'in', ['content_hash', 'bank_revision']).execute();
  const hash = rows.find((r) => r.key === 'content_hash')?.value.slice(0, 16) ?? 'none';
  // the desk's retirements and fixes (library/question-edits.ts) change what the bank serves without a seed
  const revision = rows.find((r) => r.key === 'bank_revision')?.value;
  const value = revision ? `${hash}.${revision}` : hash;
  if (tableGeneration('content_meta') === generation) versions.set(db, { value, generation });
  return value;
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

/** The exam-term glossary seeded from content/glossary.yaml (empty before the first seed). */
export async function glossary(db: Executor): Promise<GlossaryEntry[]> {
  const r = await db.selectFrom('content_meta').select('value').where('key', '=', 'glossary').executeTakeFirst();
  if (!r) return [];
  const parsed = glossaryEntry.array().safeParse(JSON.parse(r.value));
  return parsed.success ? parsed.data : [];
}
