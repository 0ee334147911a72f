import type { MockGenerateRequest } from '@shared/exam';
import { questionRefs, type QuestionRef } from '@server/library';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/errors';
import { allocate, PAPER_WEIGHTS, paperSubjects } from './papers';
import * as repo from './repo';

/**
 * Question choice for a mock. Preference tiers: unseen questions of the chosen difficulty, unseen of another
 * difficulty, then (only once the user's pool for the filter is used up) seen ones, shuffled within each tier.
 */
export async function pickMockQuestions(db: Executor, userId: string, req: MockGenerateRequest, random: () => number): Promise<string[]> {
  const full = req.kind === 'full-length';
  const pool = full
    ? await questionRefs(db, { subjects: paperSubjects(req.paper) })
    : await questionRefs(db, { subjects: req.subjects, topicIds: req.topics });
  if (!pool.length)
    throw new AppError(422, 'exam_no_questions', 'The question bank has no questions for this selection yet.', full ? 'paper' : 'topics');
  const seen = await repo.seenQuestionIds(db, userId);
  const tier = (r: QuestionRef) => (seen.has(r.id) ? 2 : 0) + (!full && r.difficulty !== req.difficulty ? 1 : 0);
  const keyed = pool.map((r) => ({ r, t: tier(r), k: random() }));
  keyed.sort((a, b) => a.t - b.t || a.k - b.k);
  const ordered = keyed.map((x) => x.r);
  return (full ? allocate(ordered, PAPER_WEIGHTS[req.paper]) : ordered.slice(0, req.questionCount)).map((r) => r.id);
}

/** The daily paper of an India day: the same for everyone, from the day alone (the bank's hash order for that day). */
export async function buildDailyPaper(db: Executor, day: string): Promise<string[]> {
  const refs = await questionRefs(db, { subjects: paperSubjects('gs'), seed: `daily:${day}` });
  return allocate(refs, PAPER_WEIGHTS.gs).map((r) => r.id);
}
