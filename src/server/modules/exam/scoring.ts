import type { ExamResult, ScoringMode } from '@shared/exam';

/**
 * Scoring modes as data (docs/decisions/006-exam-engine.md). `perCorrect`/`perWrong` are marks; a mode without them
 * scores the percentage correct. `noNegativeTopic` names the items a wrong answer costs nothing on (CSAT's
 * decision-making items).
 */
export interface ScoringRule {
  perCorrect: number | null;
  perWrong: number;
  cutoff: number | null;
  passPercent: number | null;
  noNegativeTopic?: (topicId: string) => boolean;
}

export const SCORING: Record<ScoringMode, ScoringRule> = {
  percentage: { perCorrect: null, perWrong: 0, cutoff: null, passPercent: 70 },
  daily: { perCorrect: 2, perWrong: -0.66, cutoff: 66, passPercent: null },
  'mpsc-gs': { perCorrect: 2, perWrong: -0.5, cutoff: null, passPercent: null },
  csat: { perCorrect: 2.5, perWrong: -0.625, cutoff: null, passPercent: null, noNegativeTopic: (t) => t.includes('decision-making') },
};

export interface ScoredItem {
  topicId: string;
  topicName: string;
  frequency: string;
  answer: number;
  choice: number | null;
  timeSpentMs: number;
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const FREQUENCIES = ['frequent', 'moderate', 'rare'] as const;

/** The result of an attempt from its saved answers alone: nothing the client claims is read. */
export function scoreAttempt(
  mode: ScoringMode,
  items: readonly ScoredItem[],
  meta: { autoSubmitted: boolean; submittedAt: Date; startedAt?: Date },
): ExamResult {
  const rule = SCORING[mode];
  let correct = 0;
  let wrong = 0;
  let lost = 0;
  const topics = new Map<string, { topic: string; correct: number; total: number }>();
  const freq = {
    frequent: { correct: 0, total: 0 },
    moderate: { correct: 0, total: 0 },
    rare: { correct: 0, total: 0 },
    unknown: { correct: 0, total: 0 },
  };
  for (const it of items) {
    const ok = it.choice !== null && it.choice === it.answer;
    if (ok) correct++;
    else if (it.choice !== null) {
      wrong++;
      if (!rule.noNegativeTopic?.(it.topicId)) lost += -rule.perWrong;
    }
    const t = topics.get(it.topicId) ?? { topic: it.topicName, correct: 0, total: 0 };
    t.total++;
    if (ok) t.correct++;
    topics.set(it.topicId, t);
    const f = freq[(FREQUENCIES as readonly string[]).includes(it.frequency) ? (it.frequency as (typeof FREQUENCIES)[number]) : 'unknown'];
    f.total++;
    if (ok) f.correct++;
  }
  const total = items.length;
  const percentage = total ? round2((correct / total) * 100) : 0;
  const marks = rule.perCorrect === null ? null : round2(correct * rule.perCorrect - lost);
  const score = marks ?? percentage;
  return {
    scoring: mode,
    totalQuestions: total,
    correctAnswers: correct,
    incorrectAnswers: wrong,
    unattempted: total - correct - wrong,
    score,
    maxScore: rule.perCorrect === null ? 100 : round2(total * rule.perCorrect),
    percentage,
    cutoff: rule.cutoff,
    qualified: rule.cutoff === null ? null : score >= rule.cutoff,
    passed: rule.passPercent === null ? null : percentage >= rule.passPercent,
    // on the server clock, from the start to the submission (the per-question times the client reports feed the cohort medians only)
    timeSpentSeconds: meta.startedAt ? Math.max(0, Math.round((meta.submittedAt.getTime() - meta.startedAt.getTime()) / 1000)) : 0,
    topicAnalysis: [...topics.values()].map((t) => ({ ...t, accuracy: round2((t.correct / t.total) * 100) })),
    frequencyAnalysis: freq,
    negativeMarking: { marksLost: round2(lost), scoreIfWrongSkipped: marks === null ? score : round2(correct * rule.perCorrect!) },
    autoSubmitted: meta.autoSubmitted,
    submittedAt: meta.submittedAt.toISOString(),
  };
}
