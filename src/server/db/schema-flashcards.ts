import type { ColumnType, Generated } from 'kysely';
import type { Jsonb } from './schema-content';

/** Tables of the flashcards feature (migration 011-flashcards, modules/flashcards/repo.ts). */

export interface FlashcardDecksTable {
  id: Generated<string>;
  user_id: string;
  source: string;
  name: string;
  subject_id: string | null;
  language: string;
  created_at: Generated<Date>;
}

export interface FlashcardsTable {
  id: Generated<string>;
  user_id: string;
  deck_id: string;
  source: string;
  source_ref: string | null;
  language: string;
  subject_id: string | null;
  topic_id: string | null;
  front: string;
  back: string;
  explanation: string | null;
  citation: string | null;
  due: ColumnType<Date, Date | string, Date | string>;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | null;
  created_at: Generated<Date>;
}

export interface FlashcardReviewsTable {
  id: Generated<string>;
  user_id: string;
  card_id: string;
  client_id: string | null;
  rating: number;
  state_before: number;
  reviewed_at: Date;
  review_day: string;
  card_before: Jsonb<unknown>;
  created_at: Generated<Date>;
}

export interface FlashcardSettingsTable {
  user_id: string;
  new_per_day: number;
  reviews_per_day: number;
  streak_opt_in: boolean;
}
