import type { Generated } from 'kysely';
import type { Timestamp } from './schema';
import type { Jsonb } from './schema-content';

/** Tables of the AI features (migration 004-ai). */

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
  /** the syllabus topic (plans made before it was stored have none) */
  topicId?: string;
  label?: 'topic' | 'practice' | 'weeklyTest' | 'testReview' | 'mock' | 'mockReview';
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
