import type { ColumnType, Generated } from 'kysely';
import type { Bilingual, PastYear, Source } from '../../shared/content';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  phone_number: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  education: string | null;
  college: string | null;
  trial_started_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  plan_type: string | null;
  paid_until: Date | null;
}

export interface OtpCodesTable {
  phone_number: string;
  code_hash: string;
  expires_at: Date;
  wrong_tries: number;
  sent_at: Date;
}

export interface AuthEventsTable {
  id: Generated<string>;
  /** otp-send-phone | otp-send-ip | otp-fail-phone */
  kind: string;
  key: string;
  at: Date;
}

export interface AuthLocksTable {
  key: string;
  until: Date;
}

export interface PaymentsTable {
  id: Generated<string>;
  user_id: string;
  plan_type: string;
  amount_paise: number;
  kind: 'razorpay' | 'test' | 'manual';
  status: 'created' | 'paid';
  link_id: string | null;
  provider_payment_id: string | null;
  created_at: Timestamp;
  paid_at: Date | null;
  expiry_after: Date | null;
}

export interface WebhookEventsTable {
  event_id: string;
  received_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the opaque cookie value; the raw id never reaches the database. */
  id_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  auth_events: AuthEventsTable;
  auth_locks: AuthLocksTable;
  payments: PaymentsTable;
  webhook_events: WebhookEventsTable;
  // the curated content library (migration 003-content, modules/content/seed.ts)
  content_meta: ContentMetaTable;
  content_documents: ContentDocumentsTable;
  syllabus_topics: SyllabusTopicsTable;
  topic_notes: TopicNotesTable;
  mcqs: McqsTable;
  search_words: SearchWordsTable;
  books: BooksTable;
  book_list_groups: BookListGroupsTable;
  syllabus_papers: SyllabusPapersTable;
  mains_questions: MainsQuestionsTable;
  interview_questions: InterviewQuestionsTable;
  essay_topics: EssayTopicsTable;
  map_categories: MapCategoriesTable;
  map_layers: MapLayersTable;
  map_hotspots: MapHotspotsTable;
  map_quizzes: MapQuizzesTable;
  // the AI features (migration 004-ai)
  study_plans: StudyPlansTable;
  study_plan_days: StudyPlanDaysTable;
  ai_cache: AiCacheTable;
  ai_usage: AiUsageTable;
}

// ---- content library (003-content) ----

/** jsonb is written as JSON text (node-pg would turn a JS array into a Postgres array) and read back parsed. */
type Jsonb<T> = ColumnType<T, string, string>;
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

// ---- AI features (004-ai) ----

export interface StudyPlansTable {
  id: Generated<string>;
  user_id: string;
  /** YYYY-MM-DD */
  exam_date: string;
  /** YYYY-MM-DD: day 1 of the plan */
  start_date: string;
  total_days: number;
  study_hours: number;
  language: string;
  subjects: Jsonb<string[]>;
  engine: string;
  model: string;
  created_at: Timestamp;
}

export interface PlanTaskJson {
  id: string;
  subject: string;
  type: 'study' | 'revision' | 'practice' | 'test';
  topic: string;
  duration: number;
  isCompleted: boolean;
}

export interface StudyPlanDaysTable {
  plan_id: string;
  day: number;
  /** YYYY-MM-DD */
  date: string;
  is_completed: boolean;
  tasks: Jsonb<PlanTaskJson[]>;
  completed_at: Date | null;
}

export interface AiCacheTable {
  key: string;
  task: string;
  engine: string;
  model: string;
  value: Jsonb<unknown>;
  created_at: Timestamp;
  expires_at: Date;
}

export interface AiUsageTable {
  user_id: string;
  /** YYYY-MM-DD, UTC */
  day: string;
  count: number;
}
