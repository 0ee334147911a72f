import { GS_PAPER_WEIGHTS, type PlannerSubjectId } from '@shared/subjects';
import type { CsatRef, CsatSection, QuestionRef } from '@server/library';

/**
 * Full-length papers by subject weights (questions per subject). GS uses the one weight table in shared/subjects
 * (an editorial estimate, not an official distribution: docs/decisions/006-exam-engine.md).
 */
export const PAPER_WEIGHTS: { gs: Partial<Record<PlannerSubjectId, number>>; csat: Record<CsatSection, number> } = {
  gs: GS_PAPER_WEIGHTS,
  /** CSAT Paper II, 80 questions: also an editorial estimate (record 006, "CSAT"); decision-making is never negatively marked. */
  csat: { comprehension: 50, reasoning: 25, 'decision-making': 5 },
};
export const gsSubjects = () => Object.keys(PAPER_WEIGHTS.gs) as PlannerSubjectId[];

/**
 * Picks a CSAT paper from refs in preference order, whole groups at a time (a passage with all its questions, a data
 * set with all its items): each section takes the first groups that still fit its share, so a section may come out a
 * question or two short rather than split a passage. Sections in paper order, each group's questions in file order.
 */
export function allocateCsat(refs: readonly CsatRef[], weights: Record<CsatSection, number>, fileOrder: ReadonlyMap<string, number>): CsatRef[] {
  const groups = new Map<string, CsatRef[]>();
  for (const r of refs) groups.set(r.group, [...(groups.get(r.group) ?? []), r]);
  const picked: CsatRef[][] = [];
  for (const [section, want] of Object.entries(weights) as [CsatSection, number][]) {
    let n = 0;
    for (const g of groups.values()) {
      if (g[0]!.section !== section || n + g.length > want) continue;
      picked.push(g);
      n += g.length;
      if (n === want) break;
    }
  }
  const at = (r: CsatRef) => fileOrder.get(r.id) ?? 0;
  return picked.flatMap((g) => [...g].sort((a, b) => at(a) - at(b)));
}

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
