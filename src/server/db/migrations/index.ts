import type { Migration } from 'kysely';
import * as m001 from './001-users-sessions';

/** Migrations live in code, in order. Use nothing newer than Postgres 15 (CI's real server). */
export const migrations: Record<string, Migration> = {
  '001-users-sessions': m001,
};
