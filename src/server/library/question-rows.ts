import type { Insertable } from 'kysely';
import type { Mcq } from '../../shared/content';
import { composeQuestionText } from '../../shared/content/compose';
import type { Executor } from '../db/database';
import type { McqsTable } from '../db/schema';
import { questionKey } from './question-key';

const json = (v: unknown) => JSON.stringify(v);

/** A bank question as stored: statements / List I–II / closing live in the stored text, so every screen reads it whole. */
export function mcqRow(q: Mcq, position: number): Insertable<McqsTable> {
  const en = composeQuestionText(q, 'en');
  const mr = composeQuestionText(q, 'mr');
  return {
    id: q.id,
    position,
    subject: q.subject,
    topic_id: q.topicId,
    difficulty: q.difficulty,
    frequency: q.frequency,
    question_en: en,
    question_mr: mr,
    options: json(q.options),
    answer: q.answer,
    explanation_en: q.explanation.en,
    explanation_mr: q.explanation.mr,
    source: json(q.source),
    past_year: json(q.pastYear),
    question_key_en: questionKey(en),
    question_key_mr: questionKey(mr),
  };
}

/** Imported questions sit after every content file's questions. */
const IMPORTED_POSITION = 1_000_000;

/** Writes questions imported in the app (modules/admin) into the bank, after the content files' questions. */
export async function insertImportedQuestions(db: Executor, items: readonly Mcq[]): Promise<void> {
  if (!items.length) return;
  const r = await db.selectFrom('mcqs').select((eb) => eb.fn.max('position').as('p')).where('position', '>=', IMPORTED_POSITION).executeTakeFirst();
  const start = Math.max(IMPORTED_POSITION, Number(r?.p ?? IMPORTED_POSITION - 1) + 1);
  await db.insertInto('mcqs').values(items.map((q, i) => mcqRow(q, start + i))).execute();
}
