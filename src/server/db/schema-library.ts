import type { Generated } from 'kysely';

/** Tables of the library and the candidate's home (migration 006-library). */

export interface BookmarksTable {
  id: Generated<string>;
  user_id: string;
  book_id: string;
  is_read: Generated<boolean>;
  created_at: Date;
  updated_at: Date;
}

export interface SyllabusCoverageTable {
  user_id: string;
  topic_id: string;
  source: 'manual' | 'note' | 'test';
  created_at: Date;
}

export interface TwelveMonthPlanProgressTable {
  user_id: string;
  /** YYYY-MM */
  start_month: string;
  updated_at: Date;
}
