import type { ColumnType, Generated } from 'kysely';
import type {
  ContentMetaTable,
  ContentDocumentsTable,
  SyllabusTopicsTable,
  TopicNotesTable,
  McqsTable,
  CsatQuestionsTable,
  SearchWordsTable,
  BooksTable,
  BookListGroupsTable,
  SyllabusPapersTable,
  MainsQuestionsTable,
  InterviewQuestionsTable,
  EssayTopicsTable,
  MapCategoriesTable,
  MapLayersTable,
  MapHotspotsTable,
  MapQuizzesTable,
} from './schema-content';
import type { StudyPlansTable, StudyPlanDaysTable, AiCacheTable, AiUsageTable } from './schema-ai';
import type { BookmarksTable, SyllabusCoverageTable, TwelveMonthPlanProgressTable } from './schema-library';
import type { ExamAttemptsTable, ExamAttemptQuestionsTable, ExamDailyPapersTable, QuestionReportsTable } from './schema-exam';
import type { BankImportsTable, QuestionEditsTable, QuestionRetirementsTable } from './schema-admin';
import type { ReviewInboxTable } from './schema-review-queue';
import type { EssayDraftsTable, EssaysTable } from './schema-essay';
import type { NewsItemsTable } from './schema-news';
import type { JobsTable } from './schema-jobs';
import type { ScanQuestionsTable } from './schema-scanner';
import type { MainsEvaluationsTable, MainsUploadsTable } from './schema-mains';
import type { FlashcardDecksTable, FlashcardReviewsTable, FlashcardSettingsTable, FlashcardsTable } from './schema-flashcards';
import type { MapBookmarksTable, MapProgressTable, MapQuizAttemptsTable } from './schema-maps';
import type { InterviewSessionQuestionsTable, InterviewSessionsTable } from './schema-interview';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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
  /** YYYY-MM-DD (migration 006-library) */
  exam_date: string | null;
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
  csat_questions: CsatQuestionsTable;
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
  // the exam engine (migration 005-exam)
  exam_attempts: ExamAttemptsTable;
  exam_attempt_questions: ExamAttemptQuestionsTable;
  exam_daily_papers: ExamDailyPapersTable;
  question_reports: QuestionReportsTable;
  // the content team's desk (migration 010-admin)
  question_retirements: QuestionRetirementsTable;
  bank_imports: BankImportsTable;
  question_edits: QuestionEditsTable;
  // the library and the candidate's home (migration 006-library)
  bookmarks: BookmarksTable;
  syllabus_coverage: SyllabusCoverageTable;
  twelve_month_plan_progress: TwelveMonthPlanProgressTable;
  // the review queue's inbox (migration 007-review-queue, src/server/review-queue.ts)
  review_inbox: ReviewInboxTable;
  // essay practice (migration 013-essay)
  essays: EssaysTable;
  essay_drafts: EssayDraftsTable;
  // current affairs: the pack and live feeds (migration 016-news)
  news_items: NewsItemsTable;
  // the background job queue (migration 015-jobs, src/server/jobs/)
  jobs: JobsTable;
  // the question scanner (migration 018-scanner, modules/scanner)
  scan_questions: ScanQuestionsTable;
  // mains answers (migration 014-mains, modules/mains)
  mains_uploads: MainsUploadsTable;
  mains_evaluations: MainsEvaluationsTable;
  // flashcards and their FSRS review (migration 011-flashcards)
  flashcard_decks: FlashcardDecksTable;
  flashcards: FlashcardsTable;
  flashcard_reviews: FlashcardReviewsTable;
  flashcard_settings: FlashcardSettingsTable;
  // Map Master (migration 017-maps)
  map_progress: MapProgressTable;
  map_quiz_attempts: MapQuizAttemptsTable;
  map_bookmarks: MapBookmarksTable;
  // interview practice (migration 012-interview, modules/interview/)
  interview_sessions: InterviewSessionsTable;
  interview_session_questions: InterviewSessionQuestionsTable;
}

export type * from './schema-content';
export type * from './schema-ai';
export type * from './schema-exam';
export type * from './schema-library';
export type * from './schema-news';
