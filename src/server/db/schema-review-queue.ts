import type { Generated } from 'kysely';

/** The review queue's inbox (migration 007-review-queue, src/server/review-queue.ts). */
export interface ReviewInboxTable {
  id: Generated<string>;
  user_id: string;
  source: string;
  source_ref: string;
  language: string;
  subject_id: string | null;
  topic_id: string | null;
  front: string;
  back: string;
  explanation: string | null;
  citation: string | null;
  created_at: Generated<Date>;
  consumed_at: Date | null;
}
