import { describe, expect, it } from 'vitest';
import { scoreAttempt, type ScoredItem } from './scoring';
import { allocate } from './papers';
import { indiaDay } from './daily';

const at = new Date('2026-06-01T10:00:00Z');
const item = (choice: number | null, answer = 1, topicId = 'polity-parliament', frequency = 'frequent'): ScoredItem => ({
  topicId,
  topicName: topicId,
  frequency,
  answer,
  choice,
  timeSpentMs: 1000,
});
const items = (right: number, wrong: number, skipped: number) => [
  ...Array.from({ length: right }, () => item(1)),
  ...Array.from({ length: wrong }, () => item(2)),
  ...Array.from({ length: skipped }, () => item(null)),
];

describe('scoring modes', () => {
  it('daily: +2 / −0.66 / 0, two decimals, qualified from 66 on', () => {
    const r = scoreAttempt('daily', items(40, 7, 53), { autoSubmitted: false, submittedAt: at });
    expect(r).toMatchObject({ score: 75.38, maxScore: 200, cutoff: 66, qualified: true, percentage: 40, passed: null });
    expect(r.negativeMarking).toEqual({ marksLost: 4.62, scoreIfWrongSkipped: 80 });
    expect(scoreAttempt('daily', items(33, 0, 67), { autoSubmitted: false, submittedAt: at })).toMatchObject({ score: 66, qualified: true });
    expect(scoreAttempt('daily', items(34, 4, 62), { autoSubmitted: false, submittedAt: at })).toMatchObject({ score: 65.36, qualified: false });
    expect(scoreAttempt('daily', items(0, 3, 97), { autoSubmitted: false, submittedAt: at }).score).toBe(-1.98);
  });

  it('percentage: pass at 70', () => {
    expect(scoreAttempt('percentage', items(7, 3, 0), { autoSubmitted: false, submittedAt: at })).toMatchObject({
      score: 70,
      passed: true,
      maxScore: 100,
    });
    expect(scoreAttempt('percentage', items(6, 0, 4), { autoSubmitted: false, submittedAt: at })).toMatchObject({
      score: 60,
      passed: false,
      negativeMarking: { marksLost: 0, scoreIfWrongSkipped: 60 },
    });
  });

  it('MPSC GS: +2 / −0.5; CSAT: +2.5 / −0.625 with no negative marking on decision-making items', () => {
    expect(scoreAttempt('mpsc-gs', items(10, 4, 0), { autoSubmitted: false, submittedAt: at }).score).toBe(18);
    const csat = [item(1), item(0), item(0, 1, 'mental-ability-decision-making'), item(null)];
    const r = scoreAttempt('csat', csat, { autoSubmitted: false, submittedAt: at });
    expect(r).toMatchObject({ score: 1.88, maxScore: 10, incorrectAnswers: 2, negativeMarking: { marksLost: 0.63, scoreIfWrongSkipped: 2.5 } });
  });

  it('analyses topics and the questions’ own frequency, counting a missing frequency as unknown', () => {
    const r = scoreAttempt('percentage', [item(1, 1, 'a', 'rare'), item(0, 1, 'a', ''), item(1, 1, 'b', 'moderate')], {
      autoSubmitted: true,
      submittedAt: at,
    });
    expect(r.topicAnalysis).toEqual([
      { topic: 'a', correct: 1, total: 2, accuracy: 50 },
      { topic: 'b', correct: 1, total: 1, accuracy: 100 },
    ]);
    expect(r.frequencyAnalysis).toEqual({
      frequent: { correct: 0, total: 0 },
      moderate: { correct: 1, total: 1 },
      rare: { correct: 1, total: 1 },
      unknown: { correct: 0, total: 1 },
    });
    expect(r.autoSubmitted).toBe(true);
  });
});

describe('papers and days', () => {
  it('allocates by weight, then fills a shortfall from the rest in order', () => {
    const ref = (id: string, subject: string) => ({ id, subject, topicId: 't', difficulty: 'easy', frequency: 'rare' }) as never;
    const refs = [ref('a1', 'a'), ref('b1', 'b'), ref('a2', 'a'), ref('a3', 'a'), ref('b2', 'b')];
    expect(allocate(refs, { a: 2, b: 1 }).map((r) => r.id)).toEqual(['a1', 'a2', 'b1']);
    expect(allocate(refs, { a: 1, b: 3 }).map((r) => r.id)).toEqual(['a1', 'a2', 'b1', 'b2']);
  });

  it('uses the calendar day in India (UTC+05:30)', () => {
    expect(indiaDay(new Date('2026-06-01T18:29:59Z'))).toBe('2026-06-01');
    expect(indiaDay(new Date('2026-06-01T18:30:00Z'))).toBe('2026-06-02');
  });
});
