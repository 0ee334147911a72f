import type { Kysely } from 'kysely';
import type { Bilingual, Source } from '../../../shared/content';
import { PLANNER_SUBJECT_IDS, type PlannerSubjectId } from '../../../shared/subjects';
import {
  BOOK_SUBJECT_TOPICS, type BookDto, type BooksQuery, type ContentLang, type SyllabusPaperDto, type SyllabusTopicDto,
  type SyllabusTreeDto, type TopicsQuery,
} from '../../../shared/syllabus';
import type { Database } from '../../db/schema';
import * as repo from './repo';

const pick = (b: Bilingual, lang: ContentLang) => (lang === 'marathi' ? b.mr : b.en);
const isPlannerSubject = (s: string): s is PlannerSubjectId => (PLANNER_SUBJECT_IDS as readonly string[]).includes(s);

/** The syllabus tree, each stage keyed by paper name in the chosen language, in the published order. */
export async function getSyllabusTree(db: Kysely<Database>, lang: ContentLang): Promise<SyllabusTreeDto> {
  const papers = await repo.listPapers(db);
  const header = (await repo.findDocument(db, 'syllabus')) as { exam: Bilingual; source: Source } | undefined;
  const tree: SyllabusTreeDto = { prelims: {}, mains: {} };
  if (header) {
    tree.exam = pick(header.exam, lang);
    tree.source = header.source;
  }
  for (const p of papers) {
    const paper: SyllabusPaperDto = {
      id: p.id,
      ...(p.marks !== null ? { marks: p.marks } : {}),
      ...(p.questions !== null ? { questions: p.questions } : {}),
      ...(p.duration_minutes !== null ? { durationMinutes: p.duration_minutes } : {}),
      ...(p.nature ? { nature: pick(p.nature, lang) } : {}),
      sections: p.sections.map((s) => ({ title: pick(s.title, lang), topics: s.topics.map((t) => pick(t, lang)) })),
    };
    tree[p.stage][lang === 'marathi' ? p.name_mr : p.name_en] = paper;
  }
  return tree;
}

/** `subject` is a planner subject id, or a book-library subject standing for the planner subjects it covers. */
export async function listTopics(db: Kysely<Database>, q: TopicsQuery): Promise<SyllabusTopicDto[]> {
  const subjects = q.subject === undefined ? undefined : isPlannerSubject(q.subject) ? [q.subject] : BOOK_SUBJECT_TOPICS[q.subject];
  const rows = await repo.listTopics(db, { subjects, paperType: q.paperType });
  const mr = q.lang === 'marathi';
  return rows.map((t) => ({
    id: t.id,
    subject: t.subject as SyllabusTopicDto['subject'],
    paperType: t.paper_type as SyllabusTopicDto['paperType'],
    topic: mr ? t.topic_mr : t.topic_en,
    description: mr ? t.description_mr : t.description_en,
    subtopics: t.subtopics.map((s) => pick(s, q.lang)),
  }));
}

const LANGUAGE_MATCHES: Record<NonNullable<BooksQuery['language']>, readonly string[]> = {
  English: ['English', 'Both'],
  Marathi: ['Marathi', 'Both'],
  Both: ['Both'],
};

export async function listBooks(db: Kysely<Database>, q: BooksQuery): Promise<BookDto[]> {
  const rows = await repo.listBooks(db, { subject: q.subject, paperType: q.paperType, languages: q.language ? LANGUAGE_MATCHES[q.language] : undefined });
  return rows.map((b) => ({
    id: b.id,
    bookTitle: b.book_title,
    author: b.author,
    subject: b.subject as BookDto['subject'],
    paperType: b.paper_type as BookDto['paperType'],
    language: b.language as BookDto['language'],
    format: b.format as BookDto['format'],
    isRecommended: b.is_recommended,
    tags: b.tags,
    notes: b.notes,
    accessLink: b.access_link,
    plannerSubjects: b.planner_subjects as BookDto['plannerSubjects'],
  }));
}
