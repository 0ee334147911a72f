import { sql, type Selectable } from 'kysely';
import type { BankQuestion } from '../../shared/content';
import type { Executor } from '../db/database';
import type { McqsTable } from '../db/schema';
import { csatQuestionsByIdSet } from './csat';
import { versionsServedAt } from './question-edits';
import { questionsByIdSet, retiredIds } from './bank-questions';

/** What the exam engine needs to pick questions: no text, so a whole bank's worth is cheap to read. */
export type QuestionRef = Pick<BankQuestion, 'id' | 'subject' | 'topicId' | 'difficulty' | 'frequency'>;

const REF_COLUMNS = ['id', 'subject', 'topic_id', 'difficulty', 'frequency'] as const;
type RefRow = Pick<Selectable<McqsTable>, (typeof REF_COLUMNS)[number]>;
const toRef = (r: RefRow): QuestionRef => ({
  id: r.id,
  subject: r.subject as QuestionRef['subject'],
  topicId: r.topic_id,
  difficulty: r.difficulty as QuestionRef['difficulty'],
  frequency: r.frequency as QuestionRef['frequency'],
});

/**
 * The bank's questions for a filter (subjects and, when given, topics; every stored question has both languages),
 * retired ones left out.
 * `seed` orders them by a hash of id and seed — the same order for everyone (the daily paper); else by position.
 */
export async function questionRefs(
  db: Executor,
  f: { subjects: readonly string[]; topicIds?: readonly string[]; seed?: string },
): Promise<QuestionRef[]> {
  if (!f.subjects.length || (f.topicIds && !f.topicIds.length)) return [];
  let q = db.selectFrom('mcqs').select(REF_COLUMNS).where('subject', 'in', f.subjects).where('id', 'not in', retiredIds(db));
  if (f.topicIds) q = q.where('topic_id', 'in', f.topicIds);
  q = f.seed === undefined ? q.orderBy('position') : q.orderBy(sql`md5(id || ${f.seed})`).orderBy('id');
  return (await q.execute()).map(toRef);
}

/**
 * Bank questions (GS, mental ability and CSAT) by id, in the order asked (ids not in the bank are left out).
 * `servedAt`: an attempt's start — a question fixed on the desk since is given as it was then (question-edits.ts).
 */
export async function questionsByIds(db: Executor, ids: readonly string[], opts: { servedAt?: Date } = {}): Promise<BankQuestion[]> {
  if (!ids.length) return [];
  const byId = new Map((await questionsByIdSet(db, ids)).map((q) => [q.id, q]));
  const rest = ids.filter((id) => !byId.has(id));
  for (const q of await csatQuestionsByIdSet(db, rest)) byId.set(q.id, q);
  if (opts.servedAt) for (const [id, q] of await versionsServedAt(db, [...byId.keys()], opts.servedAt)) byId.set(id, q);
  return ids.flatMap((id) => byId.get(id) ?? []);
}
