import { describe, expect, it } from 'vitest';
import { makeQuestions } from './fixtures';
import { isCorrect, quizScore, scoreVariant, visibleQuestions } from './quiz';

describe('quiz', () => {
  it('shows at most 10 questions', () => {
    expect(visibleQuestions(makeQuestions(12))).toHaveLength(10);
    expect(visibleQuestions(makeQuestions(3))).toHaveLength(3);
  });

  it('scores over every shown question, unanswered counting as wrong', () => {
    const questions = makeQuestions(10);
    expect(quizScore(questions, { q1: 0, q2: 0, q3: 1 })).toEqual({ correct: 2, total: 10, percent: 20 });
    expect(quizScore([], {})).toEqual({ correct: 0, total: 0, percent: 0 });
    expect(isCorrect(questions[0]!, undefined)).toBe(false);
  });

  it('uses the default badge at 70 % and above, destructive below', () => {
    expect(scoreVariant(70)).toBe('default');
    expect(scoreVariant(100)).toBe('default');
    expect(scoreVariant(69)).toBe('destructive');
    expect(scoreVariant(0)).toBe('destructive');
  });
});
