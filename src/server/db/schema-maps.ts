import type { Generated } from 'kysely';

/** Map Master's tables (migration 017-maps). */
export interface MapProgressTable {
  user_id: string;
  layer_id: string;
  hotspot_id: string;
  progress_type: 'viewed';
  created_at: Date;
}

export interface MapQuizAttemptsTable {
  id: Generated<string>;
  user_id: string;
  layer_id: string;
  kind: 'choice' | 'locate';
  quiz_id: string;
  selected_answer: string | null;
  latitude: number | null;
  longitude: number | null;
  distance_km: number | null;
  is_correct: boolean;
  score: number;
  time_spent: number;
  created_at: Date;
}

export interface MapBookmarksTable {
  id: Generated<string>;
  user_id: string;
  target: string;
  created_at: Date;
}
