import type { Bilingual } from '@shared/content';
import type { ContentLang } from '@shared/language';
import { BOOK_SUBJECT_TOPICS, PLANNER_SUBJECT_IDS, type PlannerSubjectId } from '@shared/subjects';
import type { BookDto, BooksQuery, SyllabusPaperDto, SyllabusTopicDto, SyllabusTreeDto, TopicsQuery } from '@shared/syllabus';
import type { Executor } from '@server/db/database';
import * as library from '@server/library';

const pick = (b: Bilingual, lang: ContentLang) => (lang === 'marathi' ? b.mr : b.en);
const isPlannerSubject = (s: string): s is PlannerSubjectId => (PLANNER_SUBJECT_IDS as readonly string[]).includes(s);

/** The syllabus tree, each stage keyed by paper name in the chosen language, in the published order. */
export async function getSyllabusTree(db: Executor, lang: ContentLang): Promise<SyllabusTreeDto> {
  const [papers, header] = await Promise.all([library.examPapers(db), library.examHeader(db)]);
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
      ...(p.durationMinutes !== null ? { durationMinutes: p.durationMinutes } : {}),
      ...(p.nature ? { nature: pick(p.nature, lang) } : {}),
      sections: p.sections.map((s) => ({ title: pick(s.title, lang), topics: s.topics.map((t) => pick(t, lang)) })),
    };
    tree[p.stage][pick(p.name, lang)] = paper;
  }
  return tree;
}

/** `subject` is a planner subject id, or a book-library subject standing for the planner subjects it covers. */
export async function listTopics(db: Executor, q: TopicsQuery): Promise<SyllabusTopicDto[]> {
  const subjects = q.subject === undefined ? undefined : isPlannerSubject(q.subject) ? [q.subject] : BOOK_SUBJECT_TOPICS[q.subject];
  const topics = await library.listTopics(db, { subjects, paperType: q.paperType });
  return topics.map((t) => ({
    id: t.id,
    subject: t.subject,
    paperType: t.paperType,
    topic: pick(t.topic, q.lang),
    description: pick(t.description, q.lang),
    subtopics: t.subtopics.map((s) => pick(s, q.lang)),
  }));
}

const LANGUAGE_MATCHES: Record<NonNullable<BooksQuery['language']>, readonly string[]> = {
  English: ['English', 'Both'],
  Marathi: ['Marathi', 'Both'],
  Both: ['Both'],
};

export async function listBooks(db: Executor, q: BooksQuery): Promise<BookDto[]> {
  return library.listBooks(db, { subject: q.subject, paperType: q.paperType, languages: q.language ? LANGUAGE_MATCHES[q.language] : undefined });
}
