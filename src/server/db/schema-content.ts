import type { ColumnType } from 'kysely';
import type { Bilingual, CsatData, ExamPassage, PastYear, Source } from '@shared/content';
import type { Timestamp } from './schema';

/** Tables of the content library (migration 003-content, modules/content/seed.ts). */

/** jsonb is written as JSON text (node-pg would turn a JS array into a Postgres array) and read back parsed. */
export type Jsonb<T> = ColumnType<T, string, string>;
/** A stored generated column: read-only. */
type GeneratedTsvector = ColumnType<string, never, never>;

export interface ContentMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface ContentDocumentsTable {
  /** the syllabus tree's header (exam, source) | the twelve-month plan */
  id: 'syllabus' | 'twelve-month-plan';
  data: Jsonb<unknown>;
}

export interface SyllabusTopicsTable {
  id: string;
  position: number;
  subject: string;
  paper_type: string;
  topic_en: string;
  topic_mr: string;
  description_en: string;
  description_mr: string;
  subtopics: Jsonb<Bilingual[]>;
  search: GeneratedTsvector;
}

export interface TopicNotesTable {
  id: string;
  position: number;
  topic_id: string;
  subject: string;
  title_en: string;
  title_mr: string;
  summary_en: string;
  summary_mr: string;
  key_facts: Jsonb<Bilingual[]>;
  related_topics: Jsonb<string[]>;
  sources: Jsonb<Source[]>;
  search: GeneratedTsvector;
}

export interface McqsTable {
  id: string;
  position: number;
  subject: string;
  topic_id: string;
  difficulty: string;
  frequency: string;
  question_en: string;
  question_mr: string;
  options: Jsonb<{ en: string[]; mr: string[] }>;
  answer: number;
  explanation_en: string;
  explanation_mr: string;
  source: Jsonb<Source>;
  past_year: Jsonb<PastYear[]>;
  question_key_en: string;
  question_key_mr: string;
  search: GeneratedTsvector;
}

/** CSAT questions (migration 009-csat): a comprehension question carries its passage, a data question its data. */
export interface CsatQuestionsTable {
  id: string;
  position: number;
  section: string;
  topic_id: string;
  group_id: string;
  difficulty: string;
  question_en: string;
  question_mr: string;
  options: Jsonb<{ en: string[]; mr: string[] }>;
  answer: number;
  explanation_en: string;
  explanation_mr: string;
  source: Jsonb<Source>;
  passage: Jsonb<ExamPassage> | null;
  data: Jsonb<CsatData> | null;
}

export interface SearchWordsTable {
  word: string;
}

export interface BooksTable {
  id: string;
  position: number;
  book_title: string;
  author: string;
  subject: string;
  paper_type: string;
  language: string;
  format: string;
  is_recommended: boolean;
  tags: Jsonb<string[]>;
  notes: string;
  access_link: string;
  planner_subjects: Jsonb<string[]>;
}

export interface BookListGroupsTable {
  id: string;
  position: number;
  title: string;
  title_marathi: string;
  priority: string;
  description: string | null;
  books: Jsonb<unknown[]>;
}

export interface SyllabusPapersTable {
  id: string;
  position: number;
  stage: 'prelims' | 'mains';
  name_en: string;
  name_mr: string;
  marks: number | null;
  questions: number | null;
  duration_minutes: number | null;
  nature: Jsonb<Bilingual | null>;
  sections: Jsonb<{ title: Bilingual; topics: Bilingual[] }[]>;
}

export interface MainsQuestionsTable {
  id: string;
  position: number;
  paper: string;
  subject: string;
  marks: number;
  word_limit: number;
  text_en: string;
  text_mr: string;
  text_hi: string;
  model_answer_points: Jsonb<Bilingual[]>;
  source: Jsonb<Source>;
}

export interface InterviewQuestionsTable {
  id: string;
  position: number;
  category: string;
  question_en: string;
  question_mr: string;
  expected_points: Jsonb<Bilingual[]>;
  // migration 012-interview
  daf: string | null;
  education_levels: Jsonb<string[] | null>;
  maharashtra: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface EssayTopicsTable {
  id: string;
  position: number;
  theme: string;
  title_en: string;
  title_mr: string;
  outline: Jsonb<Bilingual[]>;
}

export interface MapCategoriesTable {
  id: string;
  position: number;
  icon: string;
  name_en: string;
  name_mr: string;
}

export interface MapLayersTable {
  id: string;
  position: number;
  category_id: string;
  name_en: string;
  name_mr: string;
  description: Jsonb<Bilingual>;
  scope: string;
  is_premium: boolean;
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface MapHotspotsTable {
  id: string;
  position: number;
  layer_id: string;
  name: string;
  name_marathi: string;
  hotspot_type: string;
  difficulty: string;
  latitude: number;
  longitude: number;
  description: Jsonb<Bilingual>;
  source: Jsonb<Source>;
}

export interface MapQuizzesTable {
  id: string;
  position: number;
  layer_id: string;
  question_en: string;
  question_mr: string;
  difficulty: string;
  points: number;
  time_limit: number;
  quiz_type: string;
  options: Jsonb<{ id: string; text: Bilingual }[]>;
  correct_answer: string;
  explanation: Jsonb<Bilingual>;
  source: Jsonb<Source>;
}
