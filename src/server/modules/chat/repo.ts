import type { Kysely } from 'kysely';
import type { Bilingual, Source } from '../../../shared/content';
import type { Database } from '../../db/schema';

/** The syllabus tree's papers and header, which the assistant answers greetings and "exam pattern" questions from. */
export async function examPapers(db: Kysely<Database>) {
  return db
    .selectFrom('syllabus_papers')
    .select(['id', 'stage', 'name_en', 'name_mr', 'marks', 'questions', 'duration_minutes', 'nature'])
    .orderBy('position')
    .execute();
}
export type ExamPaperRow = Awaited<ReturnType<typeof examPapers>>[number];

export async function examHeader(db: Kysely<Database>): Promise<{ exam: Bilingual; source: Source } | null> {
  const r = await db.selectFrom('content_documents').select('data').where('id', '=', 'syllabus').executeTakeFirst();
  return (r?.data as { exam: Bilingual; source: Source } | undefined) ?? null;
}

/** The first Prelims topic of each subject, to suggest when the library has nothing on a question. */
export async function firstTopicPerSubject(db: Kysely<Database>) {
  return db
    .selectFrom('syllabus_topics')
    .select(['id', 'subject', 'topic_en', 'topic_mr'])
    .distinctOn('subject')
    .where('paper_type', '=', 'Prelims')
    .orderBy('subject')
    .orderBy('position')
    .execute();
}
