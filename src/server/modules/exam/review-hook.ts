import type { BankQuestion } from '@shared/content';
import type { ReviewSeed } from '@server/review-queue';

const LETTERS = ['A', 'B', 'C', 'D'];

/**
 * The hook into the review queue (issue 14, src/server/review-queue.ts): every question answered wrong in a scored
 * mock test or daily paper becomes something to remember, the question with its options → the right answer, its
 * explanation and its source, in the language of the test. Unanswered questions are not sent (nothing was got wrong).
 */
export function missedForReview(
  attempt: { kind: string; language: string },
  questions: readonly BankQuestion[],
  answers: readonly { question_id: string; choice: number | null }[],
): ReviewSeed[] {
  const lang = attempt.language === 'marathi' ? 'mr' : 'en';
  const byId = new Map(questions.map((q) => [q.id, q]));
  return answers.flatMap((r) => {
    const q = byId.get(r.question_id);
    // a passage or a table the card could not show: not a card on its own
    if (!q || r.choice === null || r.choice === q.answer || q.passage || q.data) return [];
    const options = q.options[lang].map((o, i) => `${LETTERS[i]}. ${o}`).join('\n');
    return [
      {
        source: attempt.kind === 'daily' ? 'daily-exam' : 'exam',
        sourceRef: q.id,
        language: lang,
        subjectId: q.subject,
        topicId: q.topicId,
        front: `${q.question[lang]}\n\n${options}`,
        back: `${LETTERS[q.answer]}. ${q.options[lang][q.answer]}`,
        explanation: q.explanation[lang],
        citation: [q.source.title, q.source.detail].filter(Boolean).join(', ') || null,
      },
    ];
  });
}
