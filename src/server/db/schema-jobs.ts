import type { ColumnType, Generated } from 'kysely';

export type JobState = 'queued' | 'active' | 'done' | 'failed';

/** The background job queue (migration 015-jobs, src/server/jobs/). */
export interface JobsTable {
  id: Generated<string>;
  queue: string;
  user_id: string | null;
  payload: ColumnType<unknown, string, string>;
  state: Generated<JobState>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_after: Date;
  locked_until: Date | null;
  progress: Generated<number>;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
}
