import type { Generated } from 'kysely';
import type { Bilingual } from '@shared/content';
import type { Jsonb } from './schema-content';

/** Interview practice (migration 012-interview, modules/interview/). */
export interface InterviewSessionsTable {
  id: Generated<string>;
  user_id: string;
  /** english | marathi: the language the questions and expected points were given in */
  language: string;
  started_at: Date;
  ended_at: Date | null;
}

export interface InterviewSessionQuestionsTable {
  session_id: string;
  position: number;
  question_id: string;
  category: string;
  /** bank | daf | maharashtra */
  kind: string;
  /** as asked, with the candidate's details filled in (both languages: an answer may come in either) */
  question: Jsonb<Bilingual>;
  expected_points: Jsonb<Bilingual[]>;
  answer: string | null;
  seconds: number | null;
  /** the server's judgement (shared/interview.ts `answerCoverage`) */
  coverage: Jsonb<unknown> | null;
  answered_at: Date | null;
}
