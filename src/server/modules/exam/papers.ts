import { GS_PAPER_WEIGHTS, type PlannerSubjectId } from '@shared/subjects';
import type { QuestionRef } from '@server/library';

/**
 * Full-length papers by subject weights (questions per subject). GS uses the one weight table in shared/subjects
 * (an editorial estimate, not an official distribution: docs/decisions/006-exam-engine.md).
 */
export const PAPER_WEIGHTS: Record<'gs' | 'csat', Partial<Record<PlannerSubjectId, number>>> = {
  gs: GS_PAPER_WEIGHTS,
  csat: { 'mental-ability': 80 },
};
export const paperSubjects = (paper: 'gs' | 'csat') => Object.keys(PAPER_WEIGHTS[paper]) as PlannerSubjectId[];

/**
 * Picks a paper from refs already in preference order: each subject's share first (in that order), then any shortfall
 * from what is left, in the same order. Deterministic for a given order.
 */
export function allocate(refs: readonly QuestionRef[], weights: Partial<Record<string, number>>): QuestionRef[] {
  const want = Object.values(weights).reduce<number>((s, n) => s + (n ?? 0), 0);
  const taken = new Set<string>();
  const perSubject = new Map<string, number>();
  for (const r of refs) {
    const n = perSubject.get(r.subject) ?? 0;
    if (n < (weights[r.subject] ?? 0)) {
      taken.add(r.id);
      perSubject.set(r.subject, n + 1);
    }
  }
  for (const r of refs) {
    if (taken.size >= want) break;
    taken.add(r.id);
  }
  // keep subjects together, as a printed paper does
  const order = Object.keys(weights);
  return refs.filter((r) => taken.has(r.id)).sort((a, b) => order.indexOf(a.subject) - order.indexOf(b.subject));
}
