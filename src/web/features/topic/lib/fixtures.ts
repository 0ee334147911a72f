import type { ExplainResponse, TopicQuestion } from '@shared/topic';

/** Question i's right answer is option 'A{i}' (for tests). */
export function makeQuestions(count: number): TopicQuestion[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `q${i + 1}`,
    question: `Question ${i + 1}?`,
    type: 'MCQ' as const,
    options: [`A${i + 1}`, `B${i + 1}`, `C${i + 1}`, `D${i + 1}`],
    answer: `A${i + 1}`,
    explanation: `Because A${i + 1}.`,
    difficulty: 'medium',
  }));
}

/** Fundamental Rights as the offline engine answers it (12 questions: the page must show only 10). */
export const FUNDAMENTAL_RIGHTS: ExplainResponse = {
  topic: 'Fundamental Rights',
  subject: 'Polity',
  summary: 'Part III (Articles 12–35) guarantees **six** groups of rights.',
  explanation: 'They are justiciable: Article 32 lets a citizen move the Supreme Court.',
  relatedTopics: ['Directive Principles of State Policy', 'Fundamental Duties'],
  questions: makeQuestions(12),
  facts: ['Article 32 is called the heart and soul of the Constitution.'],
  currentAffairs: [{ title: 'Privacy judgment', date: '2017-08-24', description: 'Privacy held a fundamental right.', source: 'Supreme Court' }],
  flashcards: [
    { front: 'Article 14', back: 'Equality before law' },
    { front: 'Article 21', back: 'Protection of life and personal liberty' },
    { front: 'Article 32', back: 'Right to constitutional remedies' },
  ],
  sources: [{ kind: 'topic', id: 'constitution-fundamental-rights', title: 'Fundamental Rights' }],
  found: true,
  confidence: 1,
  sure: true,
  engine: 'offline',
  model: 'library-v1',
  fallback: false,
  cached: false,
};
