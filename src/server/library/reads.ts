import { sql } from 'kysely';
import { glossaryEntry, type Bilingual, type Book, type GlossaryEntry, type Source } from '@shared/content';
import type { Executor } from '../db/database';
import { tableGeneration } from '../db/table-writes';
import type { ContentDocumentsTable } from '../db/schema';
import { BOOK_COLUMNS, toBook } from './content-rows';

/**
 * The library's other reads: books, the syllabus papers and header, the library's version and the glossary. Topics and
 * notes are in topics.ts, bank questions in bank-questions.ts; index.ts re-exports all three.
 */

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

/** The exam-term glossary seeded from content/glossary.yaml (empty before the first seed). */
export async function glossary(db: Executor): Promise<GlossaryEntry[]> {
  const r = await db.selectFrom('content_meta').select('value').where('key', '=', 'glossary').executeTakeFirst();
  if (!r) return [];
  const parsed = glossaryEntry.array().safeParse(JSON.parse(r.value));
  return parsed.success ? parsed.data : [];
}
