import type { Selectable } from 'kysely';
import type { BankQuestion, Book, SyllabusTopic, TopicNote } from '@shared/content';
import type { BooksTable, McqsTable, SyllabusTopicsTable, TopicNotesTable } from '../db/schema';

/**
 * The columns the library's reads select from the syllabus, notes, questions and books tables, and the mapping of each
 * row to its shared content type. Not re-exported from index.ts: rows stay inside the library.
 */

export const TOPIC_COLUMNS = ['id', 'subject', 'paper_type', 'topic_en', 'topic_mr', 'description_en', 'description_mr', 'subtopics'] as const;
export const NOTE_COLUMNS = [
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
export const MCQ_COLUMNS = [
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
export const BOOK_COLUMNS = [
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
export type TopicRow = Pick<Selectable<SyllabusTopicsTable>, (typeof TOPIC_COLUMNS)[number]>;
type NoteRow = Pick<Selectable<TopicNotesTable>, (typeof NOTE_COLUMNS)[number]>;
type McqRow = Pick<Selectable<McqsTable>, (typeof MCQ_COLUMNS)[number]>;
type BookRow = Pick<Selectable<BooksTable>, (typeof BOOK_COLUMNS)[number]>;

export const toTopic = (r: TopicRow): SyllabusTopic => ({
  id: r.id,
  subject: r.subject as SyllabusTopic['subject'],
  paperType: r.paper_type as SyllabusTopic['paperType'],
  topic: { en: r.topic_en, mr: r.topic_mr },
  description: { en: r.description_en, mr: r.description_mr },
  subtopics: r.subtopics,
});
export const toNote = (r: NoteRow): TopicNote => ({
  id: r.id,
  topicId: r.topic_id,
  subject: r.subject as TopicNote['subject'],
  title: { en: r.title_en, mr: r.title_mr },
  summary: { en: r.summary_en, mr: r.summary_mr },
  keyFacts: r.key_facts,
  relatedTopics: r.related_topics,
  sources: r.sources,
});
export const toQuestion = (r: McqRow): BankQuestion => ({
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
export const toBook = (r: BookRow): Book => ({
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
