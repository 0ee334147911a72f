import type { Generated } from 'kysely';
import type { Mcq } from '@shared/content';
import type { Jsonb } from './schema-content';

/** Tables of the content team's desk (migration 010-admin, modules/admin). */

export interface QuestionRetirementsTable {
  question_id: string;
  reason: string;
  retired_by: string | null;
  retired_at: Generated<Date>;
}

export interface BankImportsTable {
  id: string;
  subject: string;
  item: Jsonb<Mcq>;
  imported_by: string | null;
  imported_at: Generated<Date>;
}
