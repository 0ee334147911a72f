import type { MockGenerateRequest } from '@shared/exam';
import { csatRefs, questionRefs, type CsatRef, type QuestionRef } from '@server/library';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/errors';
import { allocate, allocateCsat, gsSubjects, PAPER_WEIGHTS } from './papers';
import * as repo from './repo';

/**
 * Question choice for a mock. Preference tiers: unseen questions of the chosen difficulty, unseen of another
 * difficulty, then (only once the user's pool for the filter is used up) seen ones, shuffled within each tier.
 */
export async function pickMockQuestions(db: Executor, userId: string, req: MockGenerateRequest, random: () => number): Promise<string[]> {
  if (req.kind === 'full-length' && req.paper === 'csat') return pickCsatPaper(db, userId, random);
  const full = req.kind === 'full-length';
  const pool = full ? await questionRefs(db, { subjects: gsSubjects() }) : await questionRefs(db, { subjects: req.subjects, topicIds: req.topics });
  if (!pool.length)
    throw new AppError(422, 'exam_no_questions', 'The question bank has no questions for this selection yet.', full ? 'paper' : 'topics');
  const seen = await repo.seenQuestionIds(db, userId);
  const tier = (r: QuestionRef) => (seen.has(r.id) ? 2 : 0) + (!full && r.difficulty !== req.difficulty ? 1 : 0);
  const keyed = pool.map((r) => ({ r, t: tier(r), k: random() }));
  keyed.sort((a, b) => a.t - b.t || a.k - b.k);
  const ordered = keyed.map((x) => x.r);
  return (full ? allocate(ordered, PAPER_WEIGHTS.gs) : ordered.slice(0, req.questionCount)).map((r) => r.id);
}

/**
 * A full-length CSAT paper: comprehension passages, reasoning / numeracy / data sets (with the mental-ability MCQs) and
 * decision-making items, whole groups at a time; groups with a question the user has seen come after unseen ones.
 */
async function pickCsatPaper(db: Executor, userId: string, random: () => number): Promise<string[]> {
  const mcqs = await questionRefs(db, { subjects: ['mental-ability'] });
  const pool: CsatRef[] = [...(await csatRefs(db)), ...mcqs.map((r) => ({ ...r, section: 'reasoning' as const, group: r.id }))];
  if (!pool.length) throw new AppError(422, 'exam_no_questions', 'The question bank has no questions for this selection yet.', 'paper');
  const seen = await repo.seenQuestionIds(db, userId);
  const seenGroups = new Set(pool.filter((r) => seen.has(r.id)).map((r) => r.group));
  const groupKey = new Map([...new Set(pool.map((r) => r.group))].map((g) => [g, (seenGroups.has(g) ? 1 : 0) + random()]));
  const fileOrder = new Map(pool.map((r, i) => [r.id, i]));
  const ordered = [...pool].sort((a, b) => groupKey.get(a.group)! - groupKey.get(b.group)! || fileOrder.get(a.id)! - fileOrder.get(b.id)!);
  return allocateCsat(ordered, PAPER_WEIGHTS.csat, fileOrder).map((r) => r.id);
}

/** The daily paper of an India day: the same for everyone, from the day alone (the bank's hash order for that day). */
export async function buildDailyPaper(db: Executor, day: string): Promise<string[]> {
  const refs = await questionRefs(db, { subjects: gsSubjects(), seed: `daily:${day}` });
  return allocate(refs, PAPER_WEIGHTS.gs).map((r) => r.id);
}
