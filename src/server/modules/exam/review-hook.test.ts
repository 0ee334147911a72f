import { describe, expect, it } from 'vitest';
import type { BankQuestion } from '@shared/content';
import { missedForReview } from './review-hook';

const q = (id: string, extra: Partial<BankQuestion> = {}): BankQuestion => ({
  id,
  subject: 'polity',
  topicId: 'polity-t',
  difficulty: 'medium',
  question: { en: `Question ${id}?`, mr: `प्रश्न ${id}?` },
  options: { en: ['w', 'x', 'y', 'z'], mr: ['अ', 'ब', 'क', 'ड'] },
  answer: 2,
  explanation: { en: 'Because.', mr: 'कारण.' },
  source: { title: 'Constitution of India', detail: 'Article 1' },
  pastYear: [],
  ...extra,
});

describe('missed questions to the review queue', () => {
  it('sends only wrong answers, with options, the right answer, explanation and source, in the test language', () => {
    const seeds = missedForReview(
      { kind: 'daily', language: 'marathi' },
      [q('a'), q('b'), q('c')],
      [
        { question_id: 'a', choice: 0 },
        { question_id: 'b', choice: 2 },
        { question_id: 'c', choice: null },
      ],
    );
    expect(seeds).toEqual([
      {
        source: 'daily-exam',
        sourceRef: 'a',
        language: 'mr',
        subjectId: 'polity',
        topicId: 'polity-t',
        front: 'प्रश्न a?\n\nA. अ\nB. ब\nC. क\nD. ड',
        back: 'C. क',
        explanation: 'कारण.',
        citation: 'Constitution of India, Article 1',
      },
    ]);
  });

  it('names mock tests "exam" and leaves out questions a card cannot show (a passage or a table)', () => {
    const passage = q('p', { passage: { id: 'x' } as unknown as BankQuestion['passage'] });
    const seeds = missedForReview(
      { kind: 'topics', language: 'english' },
      [q('a'), passage],
      [
        { question_id: 'a', choice: 1 },
        { question_id: 'p', choice: 1 },
      ],
    );
    expect(seeds.map((s) => [s.source, s.sourceRef, s.language])).toEqual([['exam', 'a', 'en']]);
  });
});
