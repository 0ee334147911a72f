import type { TopicQuestion } from '@shared/topic';

/** Spec 01 §9: at most 10 questions; the score badge turns destructive below 70 %. */
export const MAX_QUESTIONS = 10;
export const PASS_PERCENT = 70;

/** The question id → the index of the chosen option. */
export type QuizAnswers = Readonly<Record<string, number>>;

export function visibleQuestions(questions: readonly TopicQuestion[]): TopicQuestion[] {
  return questions.slice(0, MAX_QUESTIONS);
}

export function isCorrect(question: TopicQuestion, chosen: number | undefined): boolean {
  if (chosen === undefined) return false;
  const option = question.options[chosen];
  return option !== undefined && option.trim() === question.answer.trim();
}

/** Unanswered questions count as wrong: the score is over every question shown. */
export function quizScore(questions: readonly TopicQuestion[], answers: QuizAnswers): { correct: number; total: number; percent: number } {
  const total = questions.length;
  const correct = questions.filter((q) => isCorrect(q, answers[q.id])).length;
  return { correct, total, percent: total === 0 ? 0 : Math.round((correct / total) * 100) };
}

export type BadgeVariant = 'default' | 'destructive';

export function scoreVariant(percent: number): BadgeVariant {
  return percent >= PASS_PERCENT ? 'default' : 'destructive';
}
