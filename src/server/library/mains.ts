import type { MainsQuestion } from '@shared/content';
import type { Executor } from '../db/database';

type Row = {
  id: string;
  paper: string;
  subject: string;
  marks: number;
  word_limit: number;
  text_en: string;
  text_mr: string;
  text_hi: string;
  model_answer_points: unknown;
  source: unknown;
};
const toQuestion = (r: Row): MainsQuestion => ({
  id: r.id,
  paper: r.paper as MainsQuestion['paper'],
  subject: r.subject as MainsQuestion['subject'],
  marks: r.marks,
  wordLimit: r.word_limit,
  text: { en: r.text_en, mr: r.text_mr, hi: r.text_hi },
  modelAnswerPoints: r.model_answer_points as MainsQuestion['modelAnswerPoints'],
  source: r.source as MainsQuestion['source'],
});

/** The mains practice questions (content/mains/questions.yaml), in the library's order. */
export async function mainsQuestions(db: Executor): Promise<MainsQuestion[]> {
  const rows = await db.selectFrom('mains_questions').selectAll().orderBy('position').execute();
  return rows.map((r) => toQuestion(r as Row));
}

export async function mainsQuestionById(db: Executor, id: string): Promise<MainsQuestion | null> {
  const r = await db.selectFrom('mains_questions').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toQuestion(r as Row) : null;
}
