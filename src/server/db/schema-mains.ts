import type { ColumnType, Generated } from 'kysely';

/** Mains answers (migration 014-mains, modules/mains). */
export interface MainsUploadsTable {
  id: Generated<string>;
  user_id: string;
  question_id: string;
  language: string;
  kind: string;
  size: number;
  pages: number;
  bytes: Buffer;
  status: Generated<string>;
  progress: Generated<number>;
  transcript: ColumnType<unknown, string | null, string | null>;
  confidence: number | null;
  job_id: string | null;
  created_at: Date;
  updated_at: Date;
}
export interface MainsEvaluationsTable {
  id: Generated<string>;
  user_id: string;
  question_id: string;
  language: string;
  source: string;
  upload_id: string | null;
  answer_text: string;
  result: ColumnType<unknown, string, string>;
  score: number;
  total_marks: number;
  engine: ColumnType<unknown, string, string>;
  created_at: Date;
}
