import type { Generated } from 'kysely';
import type { Jsonb } from './schema-content';
import type { Timestamp } from './schema';

/** Tables of the exam engine (migration 005-exam, modules/exam/repo.ts). */

export interface ExamAttemptsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  scoring: string;
  language: string;
  config: Jsonb<unknown>;
  day: string | null;
  question_count: number;
  started_at: Timestamp;
  deadline_at: Timestamp;
  submitted_at: Date | null;
  auto_submitted: Generated<boolean>;
  score: number | null;
  result: Jsonb<unknown> | null;
}

export interface ExamAttemptQuestionsTable {
  attempt_id: string;
  position: number;
  question_id: string;
  choice: number | null;
  marked_for_review: Generated<boolean>;
  time_spent_ms: Generated<number>;
  answered_at: Date | null;
  correct: boolean | null;
}

export interface ExamDailyPapersTable {
  day: string;
  question_ids: Jsonb<string[]>;
  created_at: Generated<Date>;
}

export interface QuestionReportsTable {
  id: Generated<string>;
  user_id: string;
  attempt_id: string | null;
  question_id: string;
  reason: string;
  text: string;
  status: Generated<string>;
  created_at: Generated<Date>;
  /** why the desk closed it, e.g. "Fixed in version 2" (migration 008-question-edits) */
  resolution_note: string | null;
}
