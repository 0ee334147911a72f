import { describe, expect, it } from 'vitest';
import { answerCounts, paletteState, type AnswerState } from './palette';

const a = (choice: number | null, markedForReview = false, timeSpentMs = 0): AnswerState => ({ choice, markedForReview, timeSpentMs });

describe('paletteState', () => {
  it('gives the five exam-day states', () => {
    expect(paletteState(undefined, false)).toBe('not-visited');
    expect(paletteState(a(null), false)).toBe('not-visited');
    expect(paletteState(undefined, true)).toBe('not-answered');
    expect(paletteState(a(null, false, 1200), false)).toBe('not-answered'); // seen before a reload
    expect(paletteState(a(0), true)).toBe('answered');
    expect(paletteState(a(null, true), true)).toBe('marked');
    expect(paletteState(a(3, true), false)).toBe('answered-marked');
  });

  it('counts choice 0 (option A) as answered', () => {
    expect(paletteState(a(0), false)).toBe('answered');
  });
});

describe('answerCounts', () => {
  it('counts answered, not answered and marked over every question of the test', () => {
    const answers = new Map([
      ['q1', a(1)],
      ['q2', a(null, true)],
      ['q3', a(0, true)],
    ]);
    expect(answerCounts(['q1', 'q2', 'q3', 'q4'], answers)).toEqual({ answered: 2, notAnswered: 2, marked: 2 });
  });
});
