import type { ColumnType, Generated } from 'kysely';

/** The question scanner's scans (migration 018-scanner, modules/scanner). */
export interface ScanQuestionsTable {
  id: Generated<string>;
  user_id: string;
  language: string;
  from_image: boolean;
  question_text: string;
  stem: string;
  options: ColumnType<string[], string, string>;
  ocr_confidence: number | null;
  /** the whole analysis as computed at scan time (contract: ScanStored in modules/scanner/analysis.ts) */
  analysis: ColumnType<unknown, string, string>;
  subject: string | null;
  topic_id: string | null;
  difficulty: string | null;
  /** the known correct option (bank or passage), null when the scanner declined */
  correct_answer: number | null;
  revealed: Generated<boolean>;
  attempt_choice: number | null;
  attempt_correct: boolean | null;
  is_bookmarked: Generated<boolean>;
  created_at: Generated<Date>;
}
