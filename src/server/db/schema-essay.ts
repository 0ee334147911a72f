import type { Generated } from 'kysely';
import type { Jsonb } from './schema-content';

/** Essay practice (migration 013-essay). `evaluation` holds the shared `EssayEvaluation`. */
export interface EssaysTable {
  id: Generated<string>;
  user_id: string;
  topic: string;
  topic_key: string;
  language: string;
  content: string;
  word_count: number;
  target_words: number;
  ai_score: number;
  evaluation: Jsonb<unknown>;
  engine: string;
  model: string;
  created_at: Date;
}

export interface EssayDraftsTable {
  user_id: string;
  topic: string;
  content: string;
  language: string;
  target_words: number;
  updated_at: Date;
}
