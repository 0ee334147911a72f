import type { Kysely } from 'kysely';
import type { ContentDocumentsTable, Database } from '../../db/schema';

export async function listPapers(db: Kysely<Database>) {
  return db.selectFrom('syllabus_papers').selectAll().orderBy('position').execute();
}

export async function findDocument(db: Kysely<Database>, id: ContentDocumentsTable['id']): Promise<unknown> {
  const r = await db.selectFrom('content_documents').select('data').where('id', '=', id).executeTakeFirst();
  return r?.data;
}

export async function listTopics(db: Kysely<Database>, f: { subjects?: readonly string[]; paperType?: string }) {
  let q = db
    .selectFrom('syllabus_topics')
    .select(['id', 'subject', 'paper_type', 'topic_en', 'topic_mr', 'description_en', 'description_mr', 'subtopics']);
  if (f.subjects) {
    if (!f.subjects.length) return [];
    q = q.where('subject', 'in', f.subjects);
  }
  if (f.paperType) q = q.where('paper_type', '=', f.paperType);
  return q.orderBy('position').execute();
}

export async function listBooks(db: Kysely<Database>, f: { subject?: string; paperType?: string; languages?: readonly string[] }) {
  let q = db.selectFrom('books').selectAll();
  if (f.subject) q = q.where('subject', '=', f.subject);
  if (f.paperType) q = q.where('paper_type', '=', f.paperType);
  if (f.languages) q = q.where('language', 'in', f.languages);
  return q.orderBy('position').execute();
}
