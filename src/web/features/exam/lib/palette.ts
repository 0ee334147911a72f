/** The five states of the question palette, as on the exam day's answer screen. */
export const PALETTE_STATES = ['not-visited', 'not-answered', 'answered', 'marked', 'answered-marked'] as const;
export type PaletteState = (typeof PALETTE_STATES)[number];

export interface AnswerState {
  choice: number | null;
  markedForReview: boolean;
  timeSpentMs: number;
}

/** A question's palette state: visited is "seen on screen" (or, after a reload, anything the server saved for it). */
export function paletteState(answer: AnswerState | undefined, visited: boolean): PaletteState {
  const answered = answer?.choice !== null && answer?.choice !== undefined;
  const marked = answer?.markedForReview === true;
  if (answered && marked) return 'answered-marked';
  if (marked) return 'marked';
  if (answered) return 'answered';
  return visited || (answer?.timeSpentMs ?? 0) > 0 ? 'not-answered' : 'not-visited';
}

export interface AnswerCounts {
  answered: number;
  notAnswered: number;
  marked: number;
}

/** The counts the submit dialog shows: answered (marked or not), not answered, and marked for review. */
export function answerCounts(questionIds: readonly string[], answers: ReadonlyMap<string, AnswerState>): AnswerCounts {
  let answered = 0;
  let marked = 0;
  for (const id of questionIds) {
    const a = answers.get(id);
    if (a?.choice !== null && a?.choice !== undefined) answered++;
    if (a?.markedForReview) marked++;
  }
  return { answered, notAnswered: questionIds.length - answered, marked };
}
