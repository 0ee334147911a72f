import type { Generated } from 'kysely';
import type { BankQuestion, Mcq } from '@shared/content';
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

/** One save of a question on the desk (migration 008-question-edits): the latest `after` is the question's text now. */
export interface QuestionEditsTable {
  id: Generated<string>;
  question_id: string;
  version: number;
  edited_by: string | null;
  edited_at: Generated<Date>;
  note: string | null;
  before: Jsonb<Mcq>;
  after: Jsonb<Mcq>;
  /** the question as the library served it before this save: attempts started earlier keep showing it */
  served_before: Jsonb<BankQuestion>;
}
