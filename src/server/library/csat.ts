import type { Selectable } from 'kysely';
import type { BankQuestion } from '../../shared/content';
import type { Executor } from '../db/database';
import type { CsatQuestionsTable } from '../db/schema';
import type { QuestionRef } from './exam';
import { retiredIds } from './bank-questions';

/** CSAT paper sections, as the paper is put together (docs/decisions/006-exam-engine.md, "CSAT"). */
export type CsatSection = 'comprehension' | 'decision-making' | 'reasoning';
/** A CSAT question to pick from: its section and the group it must stay with (a passage, a data set, or itself). */
export type CsatRef = QuestionRef & { section: CsatSection; group: string };

const SECTION_OF: Record<string, CsatSection> = {
  comprehension: 'comprehension',
  'decision-making': 'decision-making',
  reasoning: 'reasoning',
  numeracy: 'reasoning',
  'data-interpretation': 'reasoning',
};

/** Every CSAT question (content/csat/), in file order, groups kept together. Mental-ability MCQs come from questionRefs. */
export async function csatRefs(db: Executor): Promise<CsatRef[]> {
  const rows = await db
    .selectFrom('csat_questions')
    .select(['id', 'section', 'topic_id', 'difficulty', 'group_id'])
    .where('id', 'not in', retiredIds(db))
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    subject: 'mental-ability',
    topicId: r.topic_id,
    difficulty: r.difficulty as QuestionRef['difficulty'],
    section: SECTION_OF[r.section] ?? 'reasoning',
    group: r.group_id,
  }));
}

const COLUMNS = [
  'id',
  'topic_id',
  'difficulty',
  'question_en',
  'question_mr',
  'options',
  'answer',
  'explanation_en',
  'explanation_mr',
  'source',
  'passage',
  'data',
] as const;
type Row = Pick<Selectable<CsatQuestionsTable>, (typeof COLUMNS)[number]>;

const toQuestion = (r: Row): BankQuestion => ({
  id: r.id,
  subject: 'mental-ability',
  topicId: r.topic_id,
  difficulty: r.difficulty as BankQuestion['difficulty'],
  question: { en: r.question_en, mr: r.question_mr },
  options: r.options,
  answer: r.answer,
  explanation: { en: r.explanation_en, mr: r.explanation_mr },
  source: r.source,
  pastYear: [],
  ...(r.passage ? { passage: r.passage } : {}),
  ...(r.data ? { data: r.data } : {}),
});

export async function csatQuestionsByIdSet(db: Executor, ids: readonly string[]): Promise<BankQuestion[]> {
  if (!ids.length) return [];
  return (await db.selectFrom('csat_questions').select(COLUMNS).where('id', 'in', ids).execute()).map(toQuestion);
}
